import { useSnapshot } from 'valtio';
import { ConfirmDialog } from '../../workbench/ConfirmDialog.tsx';
import { answerHandoff, handoffQuestion } from './handoff-question.ts';

/** The question askHandoff() asks; the confirm button has the focus, so Enter confirms and Escape cancels. */
export function HandoffQuestionDialog() {
  const { open } = useSnapshot(handoffQuestion);
  if (!open) return null;
  return (
    <ConfirmDialog
      heading={open.heading}
      text={open.text}
      confirmLabel={open.confirmLabel}
      initialFocus="confirm"
      onConfirm={() => answerHandoff(true)}
      onCancel={() => answerHandoff(false)}
    />
  );
}
