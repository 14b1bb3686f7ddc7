import { SimpleGrid, Stack } from '@mantine/core';
import { ConsultationCard } from '../../features/consultation';
import { LiveCard } from '../../features/live';
import { SubsystemsCard } from '../../features/subsystems';
import { AreaStatsBlock } from './area-stats-block';
import { ExamsBlock } from './exams-block';
import { LiveFiguresBlock } from './live-figures-block';
import { MyWorkBlock } from './my-work-block';
import { ProgressBlock } from './progress-block';
import { TrainingBlock } from './training-block';

/** Props of SecondaryBlocks. */
export interface SecondaryBlocksProps {
  /** The area whose children the figures-by-area block lists (follows the statistics filter). */
  parentArea: string | null;
  /** The year of the live figures. */
  year: number;
  /** False while the page is hidden: nothing is read. */
  active: boolean;
}

/**
 * The workbench blocks under the statistics panel: figures by area, the user's consultation work and the progress
 * monitor, exam, training and live figures, and the cards of teleconsultation, live training and the subsystems.
 * Each loads, fails and retries on its own.
 */
export default function SecondaryBlocks({ parentArea, year, active }: SecondaryBlocksProps) {
  return (
    <>
      <SimpleGrid cols={2} spacing="md">
        <AreaStatsBlock parentArea={parentArea} active={active} />
        <Stack gap="md">
          <MyWorkBlock active={active} />
          <ProgressBlock active={active} />
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="md">
        <ExamsBlock active={active} />
        <TrainingBlock active={active} />
        <LiveFiguresBlock year={year} active={active} />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="md">
        <ConsultationCard />
        <LiveCard active={active} />
        <SubsystemsCard />
      </SimpleGrid>
    </>
  );
}
