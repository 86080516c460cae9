import { pagingCommand } from './support/list-paging.ts';

export default pagingCommand('next', 'list.nextPage', 'Volgende pagina');
