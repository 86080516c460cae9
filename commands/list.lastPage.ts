import { pagingCommand } from './support/list-paging.ts';

export default pagingCommand('last', 'list.lastPage', 'Laatste pagina');
