import { describe, expect, it } from 'vitest';
import { disarmHandlers, filterInlineStyle } from './sanitize-html';

describe('filterInlineStyle', () => {
  it('keeps text formatting, colours and spacing', () => {
    expect(filterInlineStyle('color: red; font-weight: bold; text-align:center; padding: 4px 8px')).toBe(
      'color:red;font-weight:bold;text-align:center;padding:4px 8px',
    );
    expect(filterInlineStyle('background-color: rgb(255, 0, 0); border: 1px solid #ccc')).toBe(
      'background-color:rgb(255, 0, 0);border:1px solid #ccc',
    );
  });

  it('drops everything that positions, layers, transforms or sizes against the window', () => {
    expect(
      filterInlineStyle(
        'position:fixed;inset:0;top:0;left:0;z-index:99999;transform:scale(9);width:100vw;height:100vh;display:block;opacity:0',
      ),
    ).toBe('');
  });

  it('drops values that load, compute or pull text over its neighbours', () => {
    expect(filterInlineStyle('background-color: url(https://evil.example.org/x.png)')).toBe('');
    expect(filterInlineStyle('color: expression(alert(1))')).toBe('');
    expect(filterInlineStyle('color: var(--mantine-color-red-6)')).toBe('');
    expect(filterInlineStyle('margin-top: -400px')).toBe('');
    expect(filterInlineStyle('font-size: 50vh')).toBe('');
    expect(filterInlineStyle('color: red\\;position:fixed')).toBe('');
    expect(filterInlineStyle('color: /* */ red')).toBe('');
  });

  it('keeps the hyphenated words of ordinary formatting', () => {
    expect(
      filterInlineStyle(
        "font-family: 'Microsoft YaHei', sans-serif; text-decoration: line-through; white-space: pre-wrap; list-style-type: lower-alpha",
      ),
    ).toBe(
      "font-family:'Microsoft YaHei', sans-serif;text-decoration:line-through;white-space:pre-wrap;list-style-type:lower-alpha",
    );
  });

  it('drops computed values, which could come out negative', () => {
    expect(filterInlineStyle('margin-top: calc(0px - 400px)')).toBe('');
    expect(filterInlineStyle('padding: max(1px, 900px); font-size: -webkit-calc(10px + 900px)')).toBe('');
    expect(filterInlineStyle('color: hsl(0, 80%, 40%); background-color: rgba(0,0,0,.1)')).toBe(
      'color:hsl(0, 80%, 40%);background-color:rgba(0,0,0,.1)',
    );
  });

  it('keeps sizes and spacing of a notice, not ones that blow the text up over its tab', () => {
    expect(
      filterInlineStyle(
        'font-size: 18pt; line-height: 1.5; text-indent: 2em; padding: 4px 1em; border: 1px solid #c00; margin-top: 12px',
      ),
    ).toBe(
      'font-size:18pt;line-height:1.5;text-indent:2em;padding:4px 1em;border:1px solid #c00;margin-top:12px',
    );
    expect(
      filterInlineStyle(
        'font-size:3000px;line-height:3000px;padding:2000px;border:2000px solid red;letter-spacing:5in;text-indent:90%',
      ),
    ).toBe('');
    expect(filterInlineStyle('font-size: 1e4px; line-height: 40; padding: 50%')).toBe('');
  });

  it('strips !important and ignores malformed declarations', () => {
    expect(filterInlineStyle('color: red !important; nonsense; : blue; font-style:')).toBe('color:red');
  });
});

describe('disarmHandlers', () => {
  it('renames every event-handler attribute of every tag before any document sees it, and leaves text alone', () => {
    expect(
      disarmHandlers('<img src=x onerror=alert(1) onload="b()"><a/onclick=\'c()\'>on=1 onclick=2</a>'),
    ).toBe('<img src=x x-onerror=alert(1) x-onload="b()"><a/x-onclick=\'c()\'>on=1 onclick=2</a>');
    expect(disarmHandlers('<p>Dosage once daily</p>')).toBe('<p>Dosage once daily</p>');
    // Every handler of a tag in one pass: a tag of 30,000 of them (a 180 kB announcement) is renamed whole.
    const many = `<p ${Array.from({ length: 30_000 }, () => 'onclick=1').join(' ')}>text</p>`;
    const disarmed = disarmHandlers(many);
    expect(disarmed.match(/ x-onclick=1/g)).toHaveLength(30_000);
    expect(disarmed).not.toMatch(/ onclick=/);
  });
});
