import type { Localized } from '../types.ts';
import type { money as en } from '../en/money.ts';

/** Textes français des documents du bureau des paiements (décision 077) : le reçu PDF. */
export const money: Localized<typeof en> = {
  receipt: {
    title: 'Reçu',
    number: 'Numéro de reçu : {number}',
    reference: 'Référence de la commande : {reference}',
    issued: 'Payée le {date}',
    billedTo: 'Facturé à : {name}',
    items: 'Articles',
    payments: 'Paiements',
    refunds: 'Remboursements',
    total: 'Montant total',
    paid: 'Payé',
    refunded: 'Remboursé',
    paymentLine: '{date} : {amount} par {method}',
    lbpLine: '{amount} au taux de {rate} LBP pour 1 USD = {usd}',
    footer: 'Merci d’apprendre avec {brand}. Conservez ce reçu pour vos dossiers.',
    status: { paid: 'Payée intégralement', refunded: 'Remboursée' },
  },
};
