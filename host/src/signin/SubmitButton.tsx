// A form's one primary button; while its call runs it says so (aria-busy) and a second press does nothing.
export function SubmitButton({ busy, label, testId }: { busy: boolean; label: string; testId: string }) {
  return (
    <button
      type="submit"
      className="si-btn si-btn-primary si-btn-block"
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {label}
    </button>
  );
}
