interface StatusScreenProps {
  title: string;
  detail?: string;
  actionLabel: string;
  onAction: () => void;
}

/** A page-wide failure with one way out; plain markup, because antd may not be loaded yet. */
export function StatusScreen({ title, detail, actionLabel, onAction }: StatusScreenProps) {
  return (
    <div className="afx-screen" role="alert">
      <h1>{title}</h1>
      {detail ? <p>{detail}</p> : null}
      <button type="button" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
