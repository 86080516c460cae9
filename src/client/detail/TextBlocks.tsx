// The free texts of the order: the internal notes (description) and the customer's comment.
import { CommentFields, NotesFields } from '../../shared/domain/order-rules.ts';
import { NoValue } from './DetailBlock.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { TextAreaField } from './EditFields.tsx';

const MultilineText = ({ text }: { text: string }) =>
  text.trim() ? <div className="detail-multiline">{text}</div> : <NoValue />;

export function NotesBlock({ description }: { description: string }) {
  return (
    <EditableBlock
      block="notes"
      title="Interne notities"
      view={<MultilineText text={description} />}
      struct={NotesFields}
      initialValues={() => ({ description })}
      toChanges={(values) => ({ description: values.description })}
      fields={<TextAreaField name="description" label="Interne notities" />}
    />
  );
}

export function CommentBlock({ comment }: { comment: string }) {
  return (
    <EditableBlock
      block="comment"
      title="Opmerking klant"
      view={<MultilineText text={comment} />}
      struct={CommentFields}
      initialValues={() => ({ comment })}
      toChanges={(values) => ({ comment: values.comment })}
      fields={<TextAreaField name="comment" label="Opmerking klant" />}
    />
  );
}
