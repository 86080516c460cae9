import { pagingCommand } from './support/list-paging.ts';

export default pagingCommand('first', 'list.firstPage', 'Eerste pagina');
