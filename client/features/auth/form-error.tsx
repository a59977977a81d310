/** A form's failure message, announced to screen readers as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert" hidden={!message}>
      {message}
    </p>
  );
}
