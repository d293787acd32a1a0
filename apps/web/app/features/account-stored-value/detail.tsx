import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';

/** One label and value of a gift card or voucher, inside a `<dl>`. */
export const Detail = (props: DetailProps) => <DescriptionItem look="caps" {...props} />;
