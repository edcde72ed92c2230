import type { mail as en } from '../en/mail.ts';
import type { Localized } from '../types.ts';

/** French texts of the e-mails (decision 070): the keys and placeholders of en/mail.ts. */
export const mail = {
  common: {
    hello: 'Bonjour «\u00a0{name}\u00a0»,',
    helloName: 'Bonjour {name},',
    signature: 'L’équipe {brand}',
    footer: 'Cours et soutien pour les étudiants universitaires.',
    fallbackLink: 'Si le bouton ne fonctionne pas, ouvrez cette adresse\u00a0:',
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail {brand}',
    intro: 'Quelqu’un s’est inscrit sur {brand} avec cette adresse e-mail. Si c’était vous, confirmez l’adresse en ouvrant ce lien\u00a0:',
    introHtml: 'Quelqu’un s’est inscrit sur {brand} avec cette adresse e-mail. Si c’était vous, confirmez l’adresse.',
    button: 'Confirmer mon adresse e-mail',
    expires: 'Le lien expire dans {minutes} minutes.',
    notMe:
      'Si ce n’était pas vous, personne ne peut utiliser ce compte tant que l’adresse n’est pas confirmée. Ouvrez ce lien pour le supprimer maintenant (sinon il disparaît de lui-même sous 7 jours)\u00a0:',
    notMeHtml:
      'Si ce n’était pas vous, personne ne peut utiliser ce compte tant que l’adresse n’est pas confirmée. Supprimez-le maintenant avec le bouton ci-dessous (sinon il disparaît de lui-même sous 7 jours).',
    notMeButton: 'Ce n’était pas moi',
  },
  resetCode: {
    subject: 'Votre code de réinitialisation {brand}',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Votre code\u00a0:',
    enter: 'Saisissez-le sur la page de vérification dans les {minutes} minutes.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
  },
  passwordChanged: {
    subject: {
      changed: 'Votre mot de passe {brand} a été modifié',
      reset: 'Votre mot de passe {brand} a été réinitialisé',
    },
    what: {
      changed:
        'Le mot de passe de votre compte {brand} vient d’être modifié depuis votre profil. Vos autres appareils ont été déconnectés.',
      reset:
        'Le mot de passe de votre compte {brand} vient d’être réinitialisé avec un code envoyé à cette adresse. Tous vos appareils ont été déconnectés.',
    },
    advice:
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec «\u00a0Mot de passe oublié\u202f?\u00a0» sur la page de connexion\u00a0:',
    adviceHtml:
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant avec «\u00a0Mot de passe oublié\u202f?\u00a0» sur la page de connexion.',
    button: 'Réinitialiser mon mot de passe',
  },
  receipt: {
    subject: 'Votre reçu {brand} pour la commande {reference}',
    paid: 'Nous avons bien reçu votre paiement pour la commande {reference} le {date}. Merci\u202f!',
    total: 'Total',
    totalLine: 'Total\u00a0: {total}',
    link: 'Votre commande\u00a0: {url}',
    button: 'Voir votre commande',
    attached: 'Votre reçu {number} est joint à cet e-mail au format PDF.',
    courses: 'Vos cours sont ouverts, avec leurs supports, leurs liens et les horaires des séances, dans Mes cours\u00a0:',
    coursesHtml: 'Vos cours sont ouverts, avec leurs supports, leurs liens et les horaires des séances, dans Mes cours.',
    coursesButton: 'Ouvrir Mes cours',
  },
  orderCancelled: {
    subject: 'Votre commande {brand} {reference} a été annulée',
    cancelled: 'Nous avons annulé votre commande {reference}.',
    reason: 'Motif : {reason}',
    again:
      'Rien ne vous a été facturé. S’il s’agit d’une erreur ou si vous souhaitez toujours ces cours, répondez à cet e-mail ou passez une nouvelle commande.',
  },
  application: {
    approvedSubject: 'Votre candidature de tuteur sur {brand} est acceptée',
    rejectedSubject: 'À propos de votre candidature de tuteur sur {brand}',
    approved: [
      'Bonne nouvelle\u00a0: votre candidature pour donner des cours sur {brand} a été acceptée.',
      'Nous vous contacterons d’ici quelques jours pour préparer votre profil et vos premières séances.',
    ],
    rejected:
      'Merci d’avoir proposé vos services de tuteur sur {brand}. Après examen de votre candidature, nous ne pouvons pas vous proposer de place pour le moment.',
    reason: 'Motif\u00a0: {reason}',
    again: 'Vous pourrez postuler de nouveau plus tard.',
  },
  applicationReceived: {
    subject: 'Nous avons bien reçu votre candidature de tuteur sur {brand}',
    received: 'Merci d’avoir proposé vos services de tuteur sur {brand}. Votre candidature nous est bien parvenue.',
    next: 'Notre équipe examine chaque candidature sous quelques jours. Vous recevrez sa réponse par e-mail.',
    status: 'Vous pouvez suivre votre candidature à tout moment sur la page Rejoignez notre équipe\u00a0:',
    statusHtml: 'Vous pouvez suivre votre candidature à tout moment sur la page Rejoignez notre équipe.',
    button: 'Voir ma candidature',
  },
  tutorProfile: {
    subject: 'Votre profil de tuteur sur {brand} a été créé',
    created: 'Bienvenue dans l’équipe des tuteurs de {brand}\u00a0! Votre compte est désormais lié à votre profil de tuteur.',
    next: 'Notre équipe complète votre profil (photo, cours, disponibilités). Il apparaîtra sur la page Tuteurs dès sa publication.',
    signIn: 'Connectez-vous à {brand} avec cette adresse e-mail pour le suivre\u00a0:',
    signInHtml: 'Connectez-vous à {brand} avec cette adresse e-mail pour le suivre.',
    button: 'Se connecter',
  },
  booking: {
    heldSubject: 'Votre séance {brand} du {date} est réservée\u00a0: payez pour la confirmer',
    held: 'Nous vous réservons {duration} minutes avec {tutor} le {when}.',
    heldPay: 'Pour la confirmer, payez {total} avant le {until} en indiquant la référence {reference}. Vous pouvez payer par\u00a0:',
    heldRelease: 'Sans paiement d’ici là, le créneau sera libéré pour d’autres étudiants.',
    privateCourse: 'Cours particulier\u00a0: {course}',
    link: 'Votre réservation\u00a0: {url}',
    button: 'Voir votre réservation',
    confirmedSubject: 'Votre séance {brand} du {date} est confirmée',
    confirmed: 'Nous avons bien reçu votre paiement pour la commande {reference} ({total}). Votre séance est confirmée\u00a0:',
    session: '{duration} minutes avec {tutor} le {when}.',
    calendar: 'L’invitation jointe l’ajoute à votre agenda.',
    changeUntil: 'Vous pouvez l’annuler ou la déplacer jusqu’au {deadline}.',
    tutorConfirmedSubject: 'Nouvelle séance {brand} le {date} avec {student}',
    tutorConfirmed: '{student} a réservé {duration} minutes avec vous le {when}.',
    tutorContact: 'Son adresse e-mail\u00a0: {email}',
    reminderSubject: 'Rappel\u00a0: votre séance {brand} du {date}',
    reminder: 'Votre séance avec {name} commence dans moins de 24 heures, le {when}.',
    cancelledSubject: 'Votre séance {brand} du {date} est annulée',
    cancelled: 'Votre séance avec {name} du {when} est annulée.',
    reason: 'Motif\u00a0: {reason}',
    refund: 'Vous l’aviez payée {total}\u00a0: vous serez remboursé, et notre équipe vous contactera pour les modalités.',
    calendarCancel: 'Le fichier joint la retire de votre agenda.',
    rescheduledSubject: 'Votre séance {brand} est déplacée au {date}',
    rescheduled: 'Votre séance avec {name} est déplacée du {from} au {when}.',
    calendarUpdate: 'L’invitation jointe met à jour votre agenda.',
    eventSummary: 'Séance {brand} avec {name}',
    eventDescription: 'Réservation {reference}\u00a0: {url}',
  },
  contact: {
    subject: 'Formulaire de contact\u00a0: {subject}',
    fromLabel: 'De\u00a0:',
    subjectLabel: 'Objet\u00a0:',
    replyTo: 'Répondez à {email} pour lui écrire.',
  },
} as const satisfies Localized<typeof en>;
