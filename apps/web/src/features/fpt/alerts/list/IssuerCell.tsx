import { BankOutlined } from '@ant-design/icons';
import { Avatar, Flex, Popover, Typography } from 'antd';
import { useFptAlertsTranslation } from '../useFptAlertsTranslation';

interface IssuerCellProps {
  number: string;
  issuerName: string | null;
  iconSrc: string | null;
}

/** A card or account with its issuer's icon, the issuer's name in a popover, or 'unknown issuer'. */
export function IssuerCell({ number, issuerName, iconSrc }: IssuerCellProps) {
  const { tm } = useFptAlertsTranslation();
  return (
    <Flex gap={6} align="center">
      {issuerName ? (
        <Popover content={issuerName}>
          {/* Focusable, so the name shows from the keyboard too. */}
          <span tabIndex={0} aria-label={issuerName} role="img">
            <Avatar size={20} src={iconSrc ?? undefined} icon={<BankOutlined />} alt={issuerName} />
          </span>
        </Popover>
      ) : (
        <Typography.Text type="secondary">{tm('unknown_issuer')}</Typography.Text>
      )}
      <span>{number}</span>
    </Flex>
  );
}
