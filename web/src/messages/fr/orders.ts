import type { orders as en } from '../en/orders';
import type { Localized } from '../types';

/** French texts of the orders area: placing an order, the home notice, the order page, My orders. */
export const orders = {
  placing: 'Création de votre commande…',
  placeFailed: 'Nous n’avons pas pu créer votre commande, rien n’a été envoyé. Votre panier est conservé : réessayez.',
  popupBlocked:
    'Votre navigateur a bloqué l’onglet WhatsApp. Utilisez le bouton de discussion sur la page de votre commande pour envoyer le message.',
  messageReference: 'Référence de commande : {reference}',
  notice: {
    title: 'Commande {reference} créée',
    body: 'Envoyez le message WhatsApp pour la confirmer. Indiquez la référence {reference} lors du paiement.',
    view: 'Voir votre commande',
    dismiss: 'Fermer',
  },
  status: {
    pending: 'En attente de paiement',
    paid: 'Payée',
    cancelled: 'Annulée',
    expired: 'Expirée',
  },
  page: {
    documentTitle: 'Commande {reference}',
    title: 'Commande {reference}',
    loading: 'Chargement de votre commande…',
    placedOn: 'Passée le {date}',
    paidOn: 'Payée le {date}',
    expiresOn: 'Payez avant le {date} : les commandes impayées expirent ensuite.',
    items: 'Cours',
    total: 'Total',
    statusLabel: 'Statut',
    chat: 'Envoyer la commande sur WhatsApp',
    chatHint: 'Ouvre WhatsApp avec votre commande et sa référence.',
    loadFailed: 'Nous n’avons pas pu charger cette commande. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
    notFoundTitle: 'Commande introuvable',
    notFoundBody:
      'Aucune commande ne porte la référence {reference} pour ce navigateur ou ce compte. Connectez-vous avec le compte qui l’a passée, ou vérifiez la référence.',
    backHome: 'Retour à l’accueil',
  },
  howToPay: {
    title: 'Comment payer',
    intro: 'Payez {total} avec l’un de ces moyens. Chacun demande la référence de votre commande.',
    introNoOrder:
      'À la confirmation, vous recevez une référence de commande du type {reference}. Payez avec l’un de ces moyens en l’indiquant.',
    quote: 'Indiquez la référence {reference}',
    yourReference: 'DRS-XXXXXX',
    account: 'À envoyer à : {account}',
  },
  mine: {
    title: 'Mes commandes',
    loading: 'Chargement de vos commandes…',
    empty: 'Vous n’avez encore aucune commande.',
    loadFailed: 'Nous n’avons pas pu charger vos commandes.',
    retry: 'Réessayer',
    reference: 'Référence',
    date: 'Date',
    total: 'Total',
    status: 'Statut',
    view: 'Voir la commande {reference}',
  },
} as const satisfies Localized<typeof en>;
