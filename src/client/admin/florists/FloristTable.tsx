import type { Florist } from '../../../shared/schema/florists.ts';

interface FloristTableProps {
  florists: readonly Florist[];
  /** The florist whose activation is being saved: their button waits. */
  toggling: number | null;
  onEdit(florist: Florist): void;
  onToggleActive(florist: Florist): void;
}

/** Every florist with where they are, how to reach them, how many towns they serve and whether they take orders. */
export function FloristTable({ florists, toggling, onEdit, onToggleActive }: FloristTableProps) {
  return (
    <table className="florists-table">
      <thead>
        <tr>
          <th scope="col">Naam</th>
          <th scope="col">Plaats</th>
          <th scope="col">E-mailadres</th>
          <th scope="col">Bezorgplaatsen</th>
          <th scope="col">Status</th>
          <th scope="col"><span className="florists__hidden">Acties</span></th>
        </tr>
      </thead>
      <tbody>
        {florists.map((florist) => (
          <tr key={florist.id} data-active={florist.active}>
            <th scope="row">{florist.name}</th>
            <td>{florist.address.city}</td>
            <td className="florists-table__email">{florist.emailAddress}</td>
            <td className="florists-table__count">{florist.deliveryCities.length}</td>
            <td>{florist.active ? 'Actief' : 'Gedeactiveerd'}</td>
            <td>
              <div className="florists-table__actions">
                <button type="button" data-edit-florist={florist.id} onClick={() => onEdit(florist)} aria-label={`${florist.name} bewerken`}>
                  Bewerken
                </button>
                <button
                  type="button"
                  onClick={() => onToggleActive(florist)}
                  disabled={toggling === florist.id}
                  aria-label={`${florist.name} ${florist.active ? 'deactiveren' : 'activeren'}`}
                >
                  {florist.active ? 'Deactiveren' : 'Activeren'}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
