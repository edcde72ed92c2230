import type { pages as en } from '../en/pages.ts';
import type { Localized } from '../types.ts';

/** French texts of the pages the server renders itself: the keys and placeholders of en/pages.ts. */
export const pages = {
  notMe: {
    confirmTitle: 'Supprimer ce compte\u00a0?',
    confirmText:
      'Quelqu’un s’est inscrit sur {brand} avec {email}. Si ce n’était pas vous, supprimez le compte\u00a0: personne n’a pu l’utiliser, et rien d’autre ne change.',
    confirmButton: 'Supprimer le compte',
    removedTitle: 'Le compte a été supprimé',
    removedText:
      'Le compte créé avec {email} n’existe plus. Si quelqu’un s’inscrit de nouveau avec cette adresse, un nouvel e-mail vous permettra de le supprimer de la même façon.',
    verifiedTitle: 'Cette adresse a déjà été confirmée',
    verifiedText:
      'Quelqu’un a confirmé {email} depuis sa boîte de réception\u00a0: le compte reste. Si ce n’était pas vous, réinitialisez le mot de passe avec «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion.',
    goneTitle: 'Rien à supprimer',
    goneText: 'Aucun compte n’attend la confirmation de cette adresse.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidText: 'Le lien est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail.',
    expiredTitle: 'Ce lien a expiré',
    expiredText: 'Un compte jamais confirmé est supprimé de lui-même au bout de 7 jours\u00a0: il n’y a plus rien à faire.',
    home: 'Aller à la page d’accueil',
  },
} as const satisfies Localized<typeof en>;
