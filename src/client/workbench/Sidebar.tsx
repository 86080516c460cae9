import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { SPECIAL_FOLDERS } from '../../shared/domain/special-folders.ts';
import { formatOrderRoute, parseOrderRoute } from '../../shared/routes.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { folders, hasNewCount } from '../state/folders.ts';
import { DayFolderLinks } from './DayFolderLinks.tsx';
import { ui } from '../state/ui.ts';

const { unprocessed, processed: processedFolder } = SPECIAL_FOLDERS;

/** The one folder the address shows, or '' (several folders, or no list). */
const activeFolderOf = (path: string) => {
  const tags = parseOrderRoute(path)?.tags ?? [];
  return tags.length === 1 ? String(tags[0]) : '';
};

/**
 * Folders with their counts and the keyboard helpers; collapsible, remembered per browser. It reads only which folder
 * is active from the address, not the address itself: an arrow key changes the order in it, which must not redraw
 * every folder link (issue 26: one frame per key).
 */
export function Sidebar() {
  const { sidebarCollapsed } = useSnapshot(ui);
  const { tags, processed, seenCounts } = useSnapshot(folders);
  const activeFolder = useLocationProperty(() => activeFolderOf(location.pathname));
  const isActive = (id: string | number) => activeFolder === String(id);

  return (
    <aside className="sidebar" aria-label="Mappen">
      <CommandButton id="sidebar.toggle" className="sidebar__toggle" aria-expanded={!sidebarCollapsed}>
        {sidebarCollapsed ? '»' : '« Inklappen'}
      </CommandButton>
      {!sidebarCollapsed && (
        <>
          <nav>
            <h2>Mappen</h2>
            <ul>
              <li>
                <Link href={unprocessed.route} aria-current={isActive(unprocessed.id) ? 'page' : undefined}>
                  {unprocessed.title}
                </Link>
                <DayFolderLinks isActive={isActive} />
              </li>
              <li>
                <Link href={processedFolder.route} aria-current={isActive(processedFolder.id) ? 'page' : undefined}>
                  {processedFolder.title} <span className="count">{processed?.count}</span>
                </Link>
              </li>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <Link
                    href={formatOrderRoute({ tags: [Number(tag.id)] })}
                    aria-current={isActive(tag.id) ? 'page' : undefined}
                    className={hasNewCount(tag, seenCounts) ? 'has-new' : undefined}
                  >
                    {tag.title} <span className="count">{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="sidebar__help">
            <CommandButton id="palette.show" className="link-button" />
            <CommandButton id="help.shortcuts" className="link-button" />
          </div>
        </>
      )}
    </aside>
  );
}
