// The small `when` language of keymaps and commands (VS Code's, reduced): identifiers with dots,
// `!`, `&&`, `||` and parentheses, e.g. "!inputFocus && !(route.sendTo || route.viewFlorist)". A key binding's
// clause says when the key is meant for its command; a command's clause says when the command can run at all.

export type WhenContext = Readonly<Record<string, boolean>>;
export type WhenClause = (context: WhenContext) => boolean;

const TOKEN = /\s*(&&|\|\||!|\(|\)|[A-Za-z_][\w.]*)\s*/y;

function tokenize(expression: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(expression);
    if (!match) throw new Error(`Onbekend teken in when-clause "${expression}" op positie ${start}`);
    tokens.push(match[1]);
  }
  return tokens;
}

/** The flag names a when-clause tests, e.g. ['inputFocus', 'route.sendTo']. Throws on a clause it cannot read. */
export function whenNames(expression: string | undefined): string[] {
  if (!expression?.trim()) return [];
  return tokenize(expression).filter((token) => /^[A-Za-z_]/.test(token));
}

/** Parses a when-clause once; the result is evaluated against a context of booleans (unknown names are false). */
export function parseWhen(expression: string | undefined): WhenClause {
  if (!expression?.trim()) return () => true;
  const tokens = tokenize(expression);
  let position = 0;
  const peek = () => tokens[position];
  const take = (expected?: string) => {
    const token = tokens[position++];
    if (token === undefined || (expected && token !== expected)) {
      throw new Error(`when-clause "${expression}": '${expected ?? 'expressie'}' verwacht`);
    }
    return token;
  };

  function or(): WhenClause {
    let left = and();
    while (peek() === '||') {
      take();
      const [a, b] = [left, and()];
      left = (context) => a(context) || b(context);
    }
    return left;
  }
  function and(): WhenClause {
    let left = not();
    while (peek() === '&&') {
      take();
      const [a, b] = [left, not()];
      left = (context) => a(context) && b(context);
    }
    return left;
  }
  function not(): WhenClause {
    if (peek() === '!') {
      take();
      const inner = not();
      return (context) => !inner(context);
    }
    if (peek() === '(') {
      take();
      const inner = or();
      take(')');
      return inner;
    }
    const name = take();
    if (['&&', '||', ')'].includes(name)) throw new Error(`when-clause "${expression}": naam verwacht bij '${name}'`);
    return (context) => context[name] === true;
  }

  const clause = or();
  if (position !== tokens.length) throw new Error(`when-clause "${expression}": onverwacht '${peek()}'`);
  return clause;
}

const parsed = new Map<string, WhenClause>();

/** Whether a clause holds for these flags; each clause is parsed once, however often it is asked. */
export function whenHolds(expression: string | undefined, context: WhenContext): boolean {
  if (expression === undefined) return true;
  let clause = parsed.get(expression);
  if (!clause) {
    clause = parseWhen(expression);
    parsed.set(expression, clause);
  }
  return clause(context);
}
