import { pagingCommand } from './list-paging.ts';

export default pagingCommand('next', 'list.nextPage', 'Volgende pagina');
