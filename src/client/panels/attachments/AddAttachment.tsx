import { useEffect, useRef } from 'react';
import { ATTACHMENT_ACCEPT } from '../../../shared/domain/attachments.ts';
import { keyHint } from '../../commands/registry.ts';
import { registerFilePicker } from './file-picker.ts';

const LABEL = 'Bestand toevoegen';

/** 'Bestand toevoegen': a button for the hidden file input, which the command attachment.upload opens as well. */
export function AddAttachment({ uploading, onFiles }: { uploading: boolean; onFiles(files: File[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const unregister = registerFilePicker(() => input.current?.click());
    return unregister;
  }, []);
  return (
    <div className="attachments__add">
      <button
        type="button"
        disabled={uploading}
        aria-busy={uploading}
        title={keyHint(LABEL, 'attachment.upload')}
        onClick={() => input.current?.click()}
      >
        {LABEL}
      </button>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        multiple
        hidden
        aria-label={LABEL}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied so that choosing the same file again (after a failure) is a change again.
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
