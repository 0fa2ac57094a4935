/**
 * The lines' messages above the table: the cart's own (no service yet) and those svc-pos or the schema
 * give for fields the form shows nowhere else.
 */
export function LineProblems({
  items,
  others,
}: {
  items: string | undefined;
  others: readonly (readonly [string, string])[];
}) {
  return (
    <>
      {items ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {items}
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul className="vd-alert vd-alert--danger pos-error-list" role="alert">
          {others.map(([k, m]) => (
            <li key={k}>{m}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
