import type { TestNumbers } from '../policy/policy-api';

/** Shown only while the payment gateway is the sandbox: its documented test numbers. */
export function TestModeNote({ numbers }: { readonly numbers: TestNumbers }) {
  return (
    <details className="test-mode" data-testid="test-mode">
      <summary>Test mode: no real payment is taken. Test numbers</summary>
      <ul>
        {numbers.cards.map((card) => (
          <li key={card.number}>
            Card {card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}: {card.label} (any future expiration
            date, any 3-digit CVV)
          </li>
        ))}
        {numbers.bankAccounts.map((account) => (
          <li key={account.accountNumber}>
            Routing {account.routingNumber}, account {account.accountNumber}: {account.label}
          </li>
        ))}
      </ul>
    </details>
  );
}
