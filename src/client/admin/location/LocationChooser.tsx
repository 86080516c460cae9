import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { switchLocation } from '../../state/app-data.ts';
import { listLocationNames } from './location-data.ts';

/** Which location this workstation is: stored in this browser only, and every call names it from then on. */
export function LocationChooser({ current }: { current: string }) {
  const id = useId();
  const [names, setNames] = useState<string[]>([current]);
  const [switching, setSwitching] = useState(false);

  useEffect(() => {
    listLocationNames().then(setNames, (error: Error) => toast.error(error.message));
  }, []);

  const choose = async (name: string) => {
    setSwitching(true);
    try {
      await switchLocation(name);
      toast.success(`Deze werkplek is nu ${name}`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div className="location-field location-chooser">
      <label htmlFor={id}>Deze werkplek</label>
      <select id={id} value={current} disabled={switching} onChange={(event) => void choose(event.target.value)} aria-describedby={`${id}-hint`}>
        {names.map((name) => <option key={name} value={name}>{name}</option>)}
      </select>
      <p className="muted location-hint" id={`${id}-hint`}>
        Deze keuze geldt alleen voor deze werkplek (deze browser): de functies en printers hieronder horen bij de gekozen locatie.
      </p>
    </div>
  );
}
