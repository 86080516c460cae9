import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { Struct } from 'superstruct';
import { useSnapshot } from 'valtio';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { differingDraft, useFormDraft } from '../drafts/use-draft.ts';
import { activeOrder } from '../state/active-order.ts';
import { editing, saveBlock, startEditing, stopEditing, type EditableBlockId, type OrderChanges } from '../state/order-edit.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { keyHint } from '../commands/registry.ts';
import { BlockVersions } from './BlockVersions.tsx';
import { DetailBlock } from './DetailBlock.tsx';

interface EditableBlockProps<Values extends FieldValues> {
  block: EditableBlockId;
  title: string;
  /** What the block shows when it is not being edited. */
  view: ReactNode;
  struct: Struct<Values, unknown>;
  /** The form's values, read from the order when editing starts. */
  initialValues: () => Values;
  /**
   * The PUT fields for accepted values; called at save time, so it merges onto the newest order. `opened` are the
   * values the form opened with, to send only what the user changed.
   */
  toChanges: (values: Values, opened: Values) => OrderChanges;
  /** The inputs (EditFields), first one focused. */
  fields: ReactNode;
}

/** The command that opens a block for editing (commands/block.edit*.ts): 'comment' → 'block.editComment'. */
const editCommandId = (block: EditableBlockId) => `block.edit${block[0].toUpperCase()}${block.slice(1)}`;

/** Where a block's typed text waits until it is saved: per order and block. */
const blockDraftKey = (block: EditableBlockId) => ({ orderId: activeOrder.id, form: `block.${block}` });

/**
 * An order detail block with a pencil: view, then editing; Opslaan saves, Annuleren or Escape returns (spec §4).
 * The pencil runs the block's edit command, so it shows the command's key and is enabled exactly when that is.
 */
export function EditableBlock<Values extends FieldValues>(props: EditableBlockProps<Values>) {
  const { block } = useSnapshot(editing);
  const isEditing = block === props.block;
  const anotherIsEditing = block !== null && !isEditing;
  // A block left with typed text (a reload, a crash, a restart) opens in edit mode again when its order is shown:
  // checked once, as the order's detail appears, so Annuleren with typed text keeps it closed.
  useEffect(() => {
    if (editing.block === null && differingDraft(blockDraftKey(props.block), props.initialValues())) startEditing(props.block);
  }, []);
  const pencil = (
    <CommandButton id={editCommandId(props.block)} className="detail-block__edit" aria-label={`Bewerken: ${props.title}`}
      title={anotherIsEditing ? 'Sla eerst het andere blok op of annuleer het' : `Bewerken: ${props.title}`}>
      ✎
    </CommandButton>
  );
  return (
    <DetailBlock title={props.title} action={pencil}>
      {isEditing ? <EditForm {...props} /> : props.view}
    </DetailBlock>
  );
}

type Problem = { kind: 'conflict' | 'failed'; message: string } | null;

function EditForm<Values extends FieldValues>({ block, title, view, struct, initialValues, toChanges, fields }: EditableBlockProps<Values>) {
  const form = useForm<Values>({
    resolver: superstructResolver(struct),
    mode: 'onTouched',
    defaultValues: initialValues() as DefaultValues<Values>,
  });
  // The draft saves against the version it was typed on: a colleague's change since then is a conflict, not lost.
  const draft = useFormDraft(form, blockDraftKey(block), {
    version: () => editing.version,
    onRestore: ({ version }) => {
      if (version !== undefined) editing.version = version;
    },
  });
  const [problem, setProblem] = useState<Problem>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const element = formRef.current;
    (element?.querySelector<HTMLElement>('[data-autofocus]') ?? element?.querySelector<HTMLElement>('input, textarea, select'))?.focus();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await saveBlock(toChanges(values, form.formState.defaultValues as Values));
    if (outcome.kind === 'saved') draft.clear();
    if (outcome.kind === 'conflict' || outcome.kind === 'failed') setProblem(outcome);
    if (outcome.kind === 'invalid') {
      for (const error of outcome.errors) form.setError(error.field as Path<Values>, { type: 'server', message: error.message });
    }
  });

  // After a conflict the two buttons choose between the versions: saving again puts the user's on top (the
  // version to save against is now the colleague's), cancelling keeps the colleague's.
  const inConflict = problem?.kind === 'conflict';
  const saveLabel = inConflict ? 'Mijn versie opslaan' : 'Opslaan';
  const cancelLabel = inConflict ? 'Versie van collega houden' : 'Annuleren';

  // Typed text stays a draft (Escape by mistake loses nothing) unless the colleague's version was chosen over it.
  const cancel = () => {
    if (inConflict || !draft.isTyped(form.getValues())) draft.clear();
    stopEditing();
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // The form owns this Escape: it must not also close an action panel behind the detail.
    event.stopPropagation();
    cancel();
  };

  return (
    <FormProvider {...form}>
      <form ref={formRef} className="edit-form" aria-label={`${title} bewerken`} noValidate onSubmit={submit} onKeyDown={cancelOnEscape}>
        <DraftNotice draft={draft} />
        {problem?.kind === 'failed' && (
          <div className="edit-form__error" role="alert">
            <strong>Er is een fout opgetreden</strong> {problem.message}
          </div>
        )}
        <BlockVersions conflict={inConflict ? problem.message : null} theirs={view}>{fields}</BlockVersions>
        <div className="edit-form__buttons">
          <button type="submit" disabled={form.formState.isSubmitting} title={keyHint(saveLabel, 'block.save')}>{saveLabel}</button>
          {/* No blur on press: a field's blur shows its error, which moves this button away from under the pointer. */}
          <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={cancel} title={`${cancelLabel} (Esc)`}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
