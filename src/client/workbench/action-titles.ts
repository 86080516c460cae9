const TITLES: Record<string, string> = {
  addPhoto: "Foto's toevoegen",
  attachments: 'Bijlages',
  viewFlorist: 'Collega bloemist',
  sendToColleague: 'Naar collega bloemist',
  sendToEuroFloristEmail: 'Naar EuroFlorist',
  sendToDynalogic: 'Aanmelden bij Dynalogic',
  sendToPostnl: 'Aanmelden bij PostNL',
  sendToZorgeloosBezorgd: 'Aanmelden bij ZorgeloosBezorgd',
  sendToRedjepakketje: 'Aanmelden bij Redjepakketje',
};

/** The Dutch title of an action panel; other sendTo* actions use the generic 'Aanmelden bij {carrier}'. */
export function actionTitle(action: string): string {
  return TITLES[action] ?? (action.startsWith('sendTo') ? `Aanmelden bij ${action.slice('sendTo'.length)}` : action);
}
