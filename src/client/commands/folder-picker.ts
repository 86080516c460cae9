import { proxy } from 'valtio';

export interface FolderChoice {
  id: number;
  title: string;
}

/** Whether the folder picker (FolderPicker.tsx) is showing. */
export const folderPicker = proxy({ open: false });

let answer: ((choice: FolderChoice | null) => void) | null = null;

/** Opens the folder picker; resolves to the folder chosen, or null when it is cancelled. */
export function chooseFolder(): Promise<FolderChoice | null> {
  answer?.(null);
  folderPicker.open = true;
  return new Promise((resolve) => {
    answer = resolve;
  });
}

export function closeFolderPicker(choice: FolderChoice | null) {
  folderPicker.open = false;
  const resolve = answer;
  answer = null;
  resolve?.(choice);
}
