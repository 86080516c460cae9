import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DAY_FOLDERS } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import { formatOrderRoute } from '../../shared/routes.ts';
import { keyLabel } from '../commands/registry.ts';
import { dayFolders, loadDayFolderCounts } from '../state/day-folders.ts';

const COMMANDS = { today: 'go.today', tomorrow: 'go.tomorrow', other: 'go.other' } as const;

/** Under 'Nieuwe orders': the same orders by delivery day (Vandaag, Morgen, Overig) with their counts. */
export function DayFolderLinks({ isActive }: { isActive: (id: string) => boolean }) {
  const { counts } = useSnapshot(dayFolders);
  useEffect(() => void loadDayFolderCounts(), []);
  return (
    <ul className="sidebar__days">
      {DAY_FOLDERS.map((folder) => (
        <li key={folder}>
          <Link
            href={formatOrderRoute({ tags: [folder] })}
            aria-current={isActive(folder) ? 'page' : undefined}
            title={keyLabel(COMMANDS[folder])}
          >
            {messages.dayFolders[folder]} <span className="count">{counts[folder]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
