// A labelled number; a link to the list that shows those rows when the member may open it.
import { Flex } from 'antd';
import { Link } from 'react-router';
import { useCanOpen } from '../../routes/useCanOpen';

interface Props {
  label: string;
  value: number;
  to?: string;
  color?: string;
  testId: string;
}

export function Figure({ label, value, to, color, testId }: Props) {
  const canOpen = useCanOpen();
  const body = (
    <Flex justify="space-between" gap={12} style={{ padding: '6px 0' }}>
      <span>{label}</span>
      <span data-testid={testId} style={{ color, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </span>
    </Flex>
  );
  return to && canOpen(to) ? (
    <Link to={to} style={{ display: 'block', color: 'inherit' }} data-testid={`${testId}-link`}>
      {body}
    </Link>
  ) : (
    body
  );
}
