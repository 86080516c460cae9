import { pagingCommand } from './list-paging.ts';

export default pagingCommand('previous', 'list.previousPage', 'Vorige pagina');
