/** A row a repository was asked about does not exist: which kind (`table`) and its id. */
export class MissingRowError extends Error {
  constructor(
    readonly table: 'card' | 'printing',
    readonly id: number,
    message = `no ${table} ${id}`,
  ) {
    super(message);
    this.name = 'MissingRowError';
  }
}
