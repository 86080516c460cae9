import { pagingCommand } from './support/list-paging.ts';

export default pagingCommand('previous', 'list.previousPage', 'Vorige pagina');
