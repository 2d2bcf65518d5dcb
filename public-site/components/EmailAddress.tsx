// An e-mail address that a narrow column wraps after its @ and dots rather than mid-word ("...institute.i / n").
import { Fragment } from 'react';

/** The address's parts, each ending at an @ or a dot (the last ends the address). */
export const emailParts = (email: string) => email.split(/(?<=[@.])/);

export function EmailAddress({ email }: { email: string }) {
  const parts = emailParts(email);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
