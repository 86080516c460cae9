import { pagingCommand } from './list-paging.ts';

export default pagingCommand('first', 'list.firstPage', 'Eerste pagina');
