import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../shared/domain/messages.ts';
import type { Tag } from '../../../shared/schema/tag.ts';
import { ConfirmDialog } from '../../workbench/ConfirmDialog.tsx';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { useServerList } from '../server-list.ts';
import { NewTagForm } from './NewTagForm.tsx';
import { TagTable } from './TagTable.tsx';
import { deleteTag, loadTags, tags as tagList } from './tags-store.ts';
import './tags.css';

/** /admin/tags 'Mappen beheren' (spec §2): add a folder, see every folder with its count, delete an empty one. */
export function TagsPage() {
  const { items: tags, loadError } = useServerList(tagList, loadTags);
  const [asking, setAsking] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag['id'] | null>(null);

  const remove = async (tag: Tag) => {
    setAsking(null);
    setDeleting(tag.id);
    try {
      await deleteTag(tag);
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
      <NewTagForm />
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
