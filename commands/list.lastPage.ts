import { pagingCommand } from './list-paging.ts';

export default pagingCommand('last', 'list.lastPage', 'Laatste pagina');
