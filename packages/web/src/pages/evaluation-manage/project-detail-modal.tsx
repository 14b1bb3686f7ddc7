import { type EvaluationProject, projectModeOf } from '@mch/sdk';
import { evaluationMessages } from '../../features/evaluation-admin/messages';
import { useFormat } from '../../i18n';
import { useMessages } from '../../i18n/define-messages';
import { DetailModal } from '../../ui/detail-modal';
import { ProjectStatusBadge } from './project-status-badge';

/** Props of ProjectDetailModal. */
export interface ProjectDetailModalProps {
  /** The project to show; null closes the dialog. */
  project: EvaluationProject | null;
  onClose: () => void;
}

/** One evaluation project in the detail table, in a dialog. */
export function ProjectDetailModal({ project, onClose }: ProjectDetailModalProps) {
  const t = useMessages(evaluationMessages);
  const format = useFormat();
  const modeName = (raw: unknown) => {
    const mode = projectModeOf(raw);
    return mode === null ? null : t(`mode.${mode}`);
  };
  return (
    <DetailModal
      item={project}
      title={t('detailTitle')}
      onClose={onClose}
      items={(project) => [
        { key: 'name', label: t('name'), value: project.name, span: 16 },
        { key: 'year', label: t('year'), value: project.year },
        { key: 'status', label: t('status'), value: <ProjectStatusBadge status={project.status} /> },
        {
          key: 'mode',
          label: t('mode'),
          value: modeName(project.mode),
        },
        { key: 'created', label: t('createTime'), value: format.dateTime(project.createTime) },
        { key: 'start', label: t('startTime'), value: format.dateTime(project.startTime) },
        { key: 'end', label: t('endTime'), value: format.dateTime(project.endTime) },
      ]}
    />
  );
}
