// The generic error screen with the spec's texts.
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="error-screen" role="alert">
      <h1>Something went wrong</h1>
      <p>We're sorry, but something unexpected happened. Please try refreshing the page.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try Again
      </button>
    </section>
  );
}
