import type { pages as en } from '../en/pages';
import type { Localized } from '../types';

/** French texts of the footer's pages. */
export const pages = {
  plans: {
    title: 'Formules',
    intro:
      'Trois formules, chacune payée une fois par semestre. Choisissez-en une et confirmez-la avec nous sur WhatsApp ; une question d’abord ? Écrivez-nous.',
    compareHeading: 'Vous hésitez entre les formules ?',
    compareText: 'Dites-nous votre filière et vos cours de ce semestre : nous vous conseillons la formule qui vous coûte le moins.',
    contactCta: 'Demandez-nous quelle formule choisir',
  },
  testimonials: {
    title: 'Témoignages',
    intro: 'Ce que disent les étudiants des universités libanaises après un semestre avec Darsak.',
    cta: 'Trouvez votre cours',
  },
  faq: {
    title: 'Questions fréquentes',
    intro: 'Les questions que les étudiants nous posent le plus. Pas de réponse ici ? Demandez-nous par chat ou par e-mail.',
    sections: [
      {
        heading: 'Paiement',
        items: [
          {
            q: 'Comment puis-je payer ?',
            a: 'Par Whish Money, dans n’importe quelle agence OMT, ou en espèces à notre bureau de Hamra, Beyrouth. Aucune carte n’est nécessaire. Après avoir confirmé votre panier, vous recevez une référence de commande ; indiquez-la avec votre paiement.',
          },
          {
            q: 'Qu’est-ce qu’une référence de commande ?',
            a: 'Un code court comme DRS-7KQ4M2 qui désigne votre commande. Écrivez-le dans la note Whish, donnez-le au guichet OMT ou à notre accueil, pour que nous rattachions votre paiement à votre commande.',
          },
          {
            q: 'Quand ai-je accès après le paiement ?',
            a: 'Dès que nous voyons le paiement, en général en quelques heures les jours ouvrables. Nous vous prévenons sur WhatsApp et par e-mail.',
          },
          {
            q: 'Puis-je être remboursé ?',
            a: 'Oui, dans les 7 jours suivant le paiement si vous n’avez assisté à aucune séance en direct ni téléchargé le contenu du cours. Écrivez-nous avec votre référence de commande ; le remboursement se fait par le moyen utilisé pour payer.',
          },
        ],
      },
      {
        heading: 'Cours et tuteurs',
        items: [
          {
            q: 'Qui sont les tuteurs ?',
            a: 'Des étudiants et diplômés qui ont réussi le cours avec une très bonne note dans une université libanaise et ont passé un entretien avec notre équipe. La page de chaque tuteur montre ses évaluations.',
          },
          {
            q: 'Puis-je changer de tuteur ?',
            a: 'Oui. Dites-le-nous sur WhatsApp et nous vous confions sans frais à un autre tuteur du même cours.',
          },
          {
            q: 'Comment devenir tuteur ?',
            a: 'Postulez avec le formulaire « Rejoignez-nous » de la page À propos en joignant votre CV. Nous répondons à chaque candidature par e-mail.',
          },
        ],
      },
      {
        heading: 'Compte et vie privée',
        items: [
          {
            q: 'Ai-je besoin d’un compte ?',
            a: 'Vous pouvez parcourir les cours et remplir un panier sans compte. Pour évaluer un cours, postuler comme tuteur ou suivre vos commandes, inscrivez-vous avec votre e-mail.',
          },
          {
            q: 'J’ai oublié mon mot de passe.',
            a: 'Utilisez « Mot de passe oublié » sur la page de connexion : nous vous envoyons par e-mail un code pour en choisir un nouveau.',
          },
          {
            q: 'Comment supprimer mon compte et mes données ?',
            a: 'Écrivez-nous depuis l’adresse de votre compte et nous le supprimons avec votre photo et votre CV. La politique de confidentialité dit ce que nous gardons et combien de temps.',
          },
        ],
      },
    ],
  },
  support: {
    title: 'Assistance',
    intro: 'Bloqué sur un paiement, une commande ou votre compte ? Voici comment joindre une personne.',
    chatHeading: 'Discuter sur WhatsApp',
    chatText: 'Le plus rapide : une personne répond, en général dans l’heure pendant les heures d’ouverture.',
    chatCta: 'Ouvrir la discussion',
    chatMessage: 'Bonjour Darsak, j’ai besoin d’aide pour…',
    emailHeading: 'Écrire un e-mail',
    emailText: 'Pour les questions longues ou les documents. Nous répondons sous un jour ouvrable.',
    emailSubject: 'Aide avec Darsak',
    formHeading: 'Utiliser le formulaire de contact',
    formText: 'Pas d’application de messagerie sous la main ? Envoyez-nous un message depuis le site.',
    formCta: 'Aller au formulaire de contact',
    hoursHeading: 'Horaires',
    hours:
      'Du {fromDay} au {toDay}, de {opens} à {closes} (heure de Beyrouth). Les messages envoyés en dehors de ces heures reçoivent une réponse le jour ouvrable suivant.',
    faqText: 'Beaucoup de réponses se trouvent déjà dans la FAQ.',
    faqCta: 'Lire la FAQ',
  },
  contact: {
    title: 'Contactez-nous',
    intro: 'Une question sur un cours, une formule, une commande ou vos données : écrivez-nous, nous répondons par e-mail.',
    name: 'Votre nom',
    email: 'Votre e-mail',
    subject: 'Objet',
    message: 'Message',
    messageHint: 'Au moins {min} caractères.',
    submit: 'Envoyer le message',
    sending: 'Envoi…',
    sent: 'Merci, votre message a été envoyé. Nous répondons par e-mail sous un jour ouvrable.',
    failed: 'Votre message n’a pas pu être envoyé. Réessayez ou écrivez à {email}.',
    throttled: 'Vous avez déjà envoyé plusieurs messages. Réessayez plus tard.',
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    tooShort: 'Écrivez au moins {min} caractères.',
    tooLong: 'Écrivez au plus {max} caractères.',
    orEmail: 'Vous pouvez aussi écrire directement à {email}.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour : 23 novembre 2026',
    intro:
      'Darsak est exploité depuis Beyrouth, au Liban. Cette politique dit quelles données personnelles nous gardons, pourquoi, combien de temps, qui les voit et comment les faire supprimer, comme le demande la loi n° 81 du 10 octobre 2018 relative aux transactions électroniques et aux données à caractère personnel.',
    sections: [
      {
        heading: 'Responsable du traitement',
        paragraphs: [
          'Darsak, rue Hamra, Beyrouth, est responsable des données décrites ici. Écrivez à {email} pour toute question ou demande sur vos données.',
        ],
      },
      {
        heading: 'Ce que nous conservons',
        paragraphs: [
          'Votre compte : nom, adresse e-mail, une empreinte à sens unique de votre mot de passe (jamais le mot de passe lui-même), la vérification de votre e-mail et votre langue.',
          'Votre photo de profil, si vous en envoyez une. Vos évaluations de cours et de tuteurs, avec votre nom comme auteur.',
          'Vos commandes : cours et formules, montants, référence, moyen de paiement et statut.',
          'Les candidatures de tuteur : le formulaire rempli et le CV joint.',
          'Les messages envoyés par le formulaire de contact, conservés comme l’e-mail que nous recevons.',
          'Des traces techniques : un cookie de session pendant que vous êtes connecté, et des compteurs de tentatives de courte durée (par e-mail ou adresse réseau) qui protègent les comptes des abus. Nous n’utilisons aucun cookie de publicité ou de pistage.',
        ],
      },
      {
        heading: 'Pourquoi',
        paragraphs: [
          'Pour vous rendre le service demandé (votre compte, vos commandes et vos cours), vous répondre, protéger les comptes et tenir la comptabilité exigée par la loi. Nous ne vendons pas vos données et ne les utilisons pas pour la publicité.',
        ],
      },
      {
        heading: 'Combien de temps',
        paragraphs: [
          'Compte, photo et évaluations : jusqu’à la suppression de votre compte. Commandes : aussi longtemps que l’exigent les règles comptables libanaises (jusqu’à 10 ans), puis supprimées. Candidatures et CV : un an après notre réponse. Messages de contact : un an. Compteurs de tentatives : un jour au plus. E-mails envoyés : sept jours après leur envoi.',
        ],
      },
      {
        heading: 'Qui les voit',
        paragraphs: [
          'Les membres de notre équipe qui traitent les commandes, les candidatures et l’assistance. Les autres visiteurs ne voient que votre nom et vos évaluations sur les cours et tuteurs évalués. Nos hébergeur et prestataire d’e-mail traitent les données pour notre compte et ne peuvent pas les utiliser à d’autres fins. Nous ne communiquons de données aux autorités que lorsque la loi libanaise nous y oblige.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez demander à voir les données que nous détenons sur vous, à les corriger et à les supprimer, et vous opposer à leur utilisation. Modifiez votre nom, votre photo et votre mot de passe dans votre profil. Pour supprimer votre compte et vos données, écrivez à {email} depuis l’adresse de votre compte : nous répondons sous 30 jours. Les commandes que nous devons conserver le sont, sans votre photo ni votre CV.',
        ],
      },
      {
        heading: 'Sécurité',
        paragraphs: [
          'Les mots de passe sont conservés sous forme d’empreintes lentes, les connexions sont chiffrées, les fichiers envoyés sont vérifiés et réencodés, et l’accès aux données est limité à l’équipe qui en a besoin.',
        ],
      },
    ],
  },
} as const satisfies Localized<typeof en>;
