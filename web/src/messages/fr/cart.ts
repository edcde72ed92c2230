import type { cart as en } from '../en/cart';
import type { Localized } from '../types';

/** French texts of the cart area: cart panel and payment. */
export const cart = {
  toggle: 'Panier',
  items: '{count, plural, one {article} other {articles}}',
  title: 'Votre panier',
  close: 'Fermer le panier',
  emptyTitle: 'Oh… votre panier est vide',
  emptyText: 'Mais ça peut vite changer',
  itemPrice: 'Prix : {price, number, ::currency/USD .00/w}',
  remove: 'Retirer',
  removeOf: 'Retirer {title} du panier',
  owned: 'Déjà à vous : voir Mes cours.',
  total: 'Total',
  buy: 'Commander',
  clear: 'Vider le panier',
  payment: {
    title: 'Récapitulatif du paiement',
    empty: 'Votre panier est vide',
    emptyHint: 'Ajoutez quelques cours à votre panier, puis revenez ici pour confirmer votre commande.',
    browse: 'Parcourir les cours',
    orderDetails: 'Détail de la commande',
    total: 'Total',
    totalLbp: '≈ {amount} LBP au taux du jour (indicatif)',
    howItWorks:
      'Aucune carte nécessaire : la confirmation ouvre WhatsApp avec votre commande. Envoyez le message et nous activerons votre accès dans les heures qui suivent.',
    confirm: 'Confirmer le paiement',
    opensInNewTab: '(ouvre WhatsApp dans un nouvel onglet)',
    messageIntro: 'Bonjour Darsak, je souhaite acheter les cours suivants :',
    messageItem: '- {title} ({code}) : {price}',
    messageTotal: 'Total : {total}',
    thanks: 'Merci d’avoir choisi Darsak !',
    supportIntro: 'Une question sur votre commande ? Nous sommes là pour vous aider.',
    supportChat: 'Discuter avec nous sur WhatsApp',
    supportEmail: 'Écrire à notre équipe d’assistance',
    supportSubject: 'Assistance paiement',
    supportChatMessage: 'Bonjour Darsak, j’ai une question au sujet de ma commande.',
  },
} as const satisfies Localized<typeof en>;
