/** The page-wide wait while the session starts, a page loads or a redirect is under way. */
export function LoadingScreen({ text }: { text?: string }) {
  return (
    <div className="afx-screen" aria-busy="true">
      <div className="afx-brand">AFX</div>
      <div className="afx-spinner" />
      {text ? <p role="status">{text}</p> : null}
    </div>
  );
}
