/** The red panel of spec §8: 'Er is een fout opgetreden' and what the server said. */
export function ErrorPanel({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="florists__error" role="alert">
      <strong>Er is een fout opgetreden</strong> {message}
    </div>
  );
}
