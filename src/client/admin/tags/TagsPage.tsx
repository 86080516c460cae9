import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/domain/messages.ts';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { Tag } from '../../../shared/schema/tag.ts';
import { call } from '../../api/client.ts';
import { ConfirmDialog } from '../../workbench/ConfirmDialog.tsx';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { NewTagForm } from './NewTagForm.tsx';
import { TagTable } from './TagTable.tsx';
import './tags.css';

const byTitle = (a: Tag, b: Tag) => a.title.localeCompare(b.title, 'nl');

/** /admin/tags 'Mappen beheren' (spec §2): add a folder, see every folder with its count, delete an empty one. */
export function TagsPage() {
  const [tags, setTags] = useState<Tag[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [asking, setAsking] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag['id'] | null>(null);

  useEffect(() => {
    call(endpoints.listTags)
      .then(setTags)
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  const added = (tag: Tag) => setTags((list) => [...(list ?? []), tag].sort(byTitle));

  const remove = async (tag: Tag) => {
    setAsking(null);
    setDeleting(tag.id);
    try {
      await call(endpoints.deleteTag, { params: { id: Number(tag.id) } });
      setTags((list) => (list ?? []).filter((candidate) => candidate.id !== tag.id));
      toast.success(`Map ${tag.title} is verwijderd`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="tags-admin">
      <h1>Mappen beheren</h1>
      <NewTagForm onAdded={added} />
      <ErrorPanel message={loadError} />
      {!tags && !loadError && <p className="muted">{messages.loading}</p>}
      {tags?.length === 0 && <p className="muted">{messages.noData}</p>}
      {tags && tags.length > 0 && <TagTable tags={tags} deleting={deleting} onDelete={setAsking} />}
      {asking && (
        <ConfirmDialog
          heading="Map verwijderen"
          text={`Weet u zeker dat u map ${asking.title} wil verwijderen?`}
          confirmLabel="Verwijderen"
          initialFocus="cancel"
          onConfirm={() => void remove(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
