// A document that must not go to the printer (a card too long for the card): the Dutch reason goes to the user.
export class PrintRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrintRefused';
  }
}
