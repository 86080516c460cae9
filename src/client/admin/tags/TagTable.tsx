import { PROBLEM_TAG_ID } from '../../../shared/domain/constants.ts';
import type { Tag } from '../../../shared/schema/tag.ts';

/** Spec §5: only an empty folder that is not the problem folder can be deleted; the server checks it again. */
const deletable = (tag: Tag) => tag.count === 0 && Number(tag.id) !== PROBLEM_TAG_ID;

interface TagTableProps {
  tags: readonly Tag[];
  deleting: Tag['id'] | null;
  onDelete(tag: Tag): void;
}

export function TagTable({ tags, deleting, onDelete }: TagTableProps) {
  return (
    <table className="tags-table">
      <thead>
        <tr>
          <th scope="col">Map</th>
          <th scope="col" className="tags-table__count">Aantal orders</th>
          <th scope="col"><span className="tags-admin__hidden">Verwijderen</span></th>
        </tr>
      </thead>
      <tbody>
        {tags.map((tag) => (
          <tr key={tag.id}>
            <th scope="row">{tag.title}</th>
            <td className="tags-table__count">{tag.count}</td>
            <td className="tags-table__delete">
              {deletable(tag) && (
                <button type="button" aria-label={`Map ${tag.title} verwijderen`} title="Verwijderen" disabled={deleting === tag.id} onClick={() => onDelete(tag)}>
                  ×
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
