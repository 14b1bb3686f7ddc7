import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';

const format = (v: number) => v.toLocaleString('en-US');

const marks = (chart: HTMLElement) => [...chart.querySelectorAll<HTMLElement>('[data-chart-mark]')];

describe('BarChart', () => {
  const rows = [
    { name: '长沙市妇幼保健院', values: [1200, 300] },
    { name: '株洲市', values: [600, 0] },
  ];
  const series = [
    { label: 'Consultations', colour: 'blue.6' },
    { label: 'Referrals', colour: 'teal.6' },
  ];

  it('is one named image with a bar per figure, each as long as its share of a round-numbered axis', () => {
    renderUi(
      <BarChart
        label="By area"
        rows={rows}
        series={series}
        layout="rows"
        height={200}
        tickChars={4}
        maxBarWidth={12}
        format={format}
        legend
      />,
    );
    const chart = screen.getByRole('img', { name: 'By area' });
    // The axis runs to 1,500 in steps of 500: 1,200 is 80 % of it.
    expect(marks(chart).map((m) => m.style.width)).toEqual(['80%', '20%', '40%', '0%']);
    expect(marks(chart)[0]?.style.background).toBe('var(--mantine-color-blue-6)');
    expect(chart.textContent).toContain('Consultations');
    expect(chart.textContent).toContain('1,500');
    // Long names are cut at the bar; the whole name is in the tooltip.
    expect(chart.textContent).toContain('长沙市妇...');
    expect(chart.textContent).not.toContain('长沙市妇幼保健院');
  });

  it('shows the whole name and every figure of the category under the pointer, until it leaves', () => {
    renderUi(
      <BarChart
        label="By area"
        rows={rows}
        series={series}
        layout="columns"
        height={200}
        tickChars={4}
        maxBarWidth={12}
        format={format}
      />,
    );
    const chart = screen.getByRole('img', { name: 'By area' });
    fireEvent.pointerMove(marks(chart)[0]!, { clientX: 10, clientY: 10 });
    expect(chart.textContent).toContain('长沙市妇幼保健院');
    expect(chart.textContent).toContain('Consultations1,200');
    expect(chart.textContent).toContain('Referrals300');
    fireEvent.pointerLeave(chart);
    expect(chart.textContent).not.toContain('长沙市妇幼保健院');
  });

  it('stacks the series in one bar per category, as tall as their sum', () => {
    renderUi(
      <BarChart
        label="By unit"
        rows={[
          { name: 'A', values: [2, 1, 1] },
          { name: 'B', values: [1, 0, 0] },
        ]}
        series={[
          { label: 'Very satisfied', colour: 'green.7' },
          { label: 'Satisfied', colour: 'blue.6' },
          { label: 'Dissatisfied', colour: 'red.7' },
        ]}
        layout="columns"
        stacked
        height={200}
        tickChars={4}
        maxBarWidth={32}
        format={format}
      />,
    );
    const bars = marks(screen.getByRole('img', { name: 'By unit' }));
    expect(bars.map((m) => m.style.height)).toEqual(['100%', '25%']);
    // Inside the first bar, each part takes its share of the sum; a zero part draws nothing.
    expect([...(bars[0]?.children ?? [])].map((c) => (c as HTMLElement).style.height)).toEqual([
      '50%',
      '25%',
      '25%',
    ]);
    expect(bars[1]?.children).toHaveLength(1);
  });

  it('writes each figure at the end of its bar when asked, without a value axis', () => {
    renderUi(
      <BarChart
        label="Stages"
        rows={[
          { name: 'Applied', values: [44] },
          { name: 'Waiting', values: [2] },
        ]}
        series={[{ label: 'Items', colour: 'indigo.6' }]}
        layout="rows"
        valueLabels
        valueAxis={false}
        height={120}
        tickChars={8}
        maxBarWidth={22}
        format={format}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Stages' });
    expect(chart.textContent).toBe('Applied44Waiting2');
  });
});

describe('DonutChart', () => {
  it('draws an arc per non-zero part, in order round the ring, with the total in the middle', () => {
    renderUi(
      <DonutChart
        label="My work"
        parts={[
          { name: 'Pending', value: 1, colour: 'orange.6' },
          { name: 'In progress', value: 0, colour: 'blue.6' },
          { name: 'Finished', value: 3, colour: 'teal.6' },
        ]}
        size={100}
        thickness={20}
        centre="4"
        format={format}
      />,
    );
    const chart = screen.getByRole('img', { name: 'My work' });
    const arcs = marks(chart);
    const ring = 2 * Math.PI * 40;
    expect(arcs).toHaveLength(2);
    expect(arcs.map((a) => Number(a.getAttribute('stroke-dasharray')?.split(' ')[0]))).toEqual([
      ring / 4,
      (ring * 3) / 4,
    ]);
    expect(arcs.map((a) => Math.abs(Number(a.getAttribute('stroke-dashoffset'))))).toEqual([0, ring / 4]);
    expect(chart.textContent).toBe('4');
    fireEvent.pointerMove(arcs[1]!, { clientX: 5, clientY: 5 });
    expect(chart.textContent).toContain('Finished3');
  });
});
