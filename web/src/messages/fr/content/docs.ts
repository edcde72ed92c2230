import type { DocTexts } from '../../types';

/** The French help text of /docs, by section and item id (same placeholders as the English). */
export const docs = {
  'getting-started': {
    title: 'Premiers pas',
    summary: 'Créez votre compte, vérifiez votre e-mail et trouvez votre premier cours.',
    items: {
      'create-account': {
        title: 'Créer votre compte',
        paragraphs: [
          'Vous pouvez parcourir les cours, les tuteurs et ce guide sans compte. Il vous en faut un pour noter les cours et les tuteurs, gérer votre profil et postuler comme tuteur.',
        ],
        steps: [
          'Choisissez Inscription dans la barre du haut (ou Inscrivez-vous sur la page de connexion).',
          'Saisissez votre nom, votre adresse e-mail et un mot de passe, puis retapez le mot de passe pour le confirmer.',
          'Envoyez le formulaire. Une fenêtre vous indique qu’un e-mail de vérification est en route.',
          'Ouvrez l’e-mail et suivez le lien de vérification. Gardez la page d’inscription ouverte : elle vérifie toutes les quelques secondes et vous connecte automatiquement dès que votre adresse est vérifiée.',
        ],
      },
      'verify-email': {
        title: 'Vérifier votre adresse e-mail',
        paragraphs: [
          'Seuls les comptes vérifiés peuvent se connecter à Darsak, pour que les notes et les candidatures viennent de vrais étudiants. Si l’e-mail n’arrive pas dans la minute, regardez dans vos courriers indésirables ou dans l’onglet Promotions, puis utilisez Renvoyer l’e-mail de vérification dans la fenêtre d’inscription.',
          'La page d’inscription attend environ 100 secondes. Si vous vérifiez plus tard, aucun souci : ouvrez le lien de l’e-mail, puis connectez-vous normalement avec votre e-mail et votre mot de passe.',
        ],
      },
      'log-in': {
        title: 'Se connecter et se déconnecter',
        paragraphs: [
          'Choisissez Connexion dans la barre du haut et saisissez votre e-mail et votre mot de passe. Une fois connecté, le bouton rond avec l’initiale de votre nom ouvre votre profil. La déconnexion se fait depuis la page de profil.',
          'Si vous voyez « Votre adresse e-mail n’est pas vérifiée. », ouvrez d’abord l’e-mail de vérification (voir ci-dessus).',
        ],
      },
      'browse-courses': {
        title: 'Parcourir les filières et les cours',
        paragraphs: [
          'Les cours sont regroupés en deux filières : Biochimie, et Informatique et Mathématiques. Ouvrez Cours dans la barre du haut pour voir les filières, tapez dans le champ de recherche pour les filtrer, puis choisissez Voir les cours.',
          'Sur la page d’une filière, affinez la liste avec les menus Matière et Semestre ; les deux filtres se cumulent, et en laisser un vide affiche tout. Chaque fiche de cours indique le code du cours, ses crédits (3 ou 6), ce que vous apprendrez, le prix, la durée et le semestre.',
        ],
      },
      'search-courses': {
        title: 'Trouver un cours par son intitulé ou son code',
        paragraphs: [
          'La barre de recherche de la page d’accueil cherche un mot dans les intitulés et les codes des cours, sans tenir compte des majuscules. Chercher « B1100 » ou « cellulaire » fonctionne aussi bien. Les cours trouvés s’affichent dans une fenêtre Résultats de la recherche ; si rien ne correspond, vous verrez « Aucun résultat ».',
        ],
      },
    },
  },
  'platform-features': {
    title: 'Fonctionnalités',
    summary: 'Le panier, les profils des tuteurs, les notes et votre profil.',
    items: {
      cart: {
        title: 'Votre panier',
        paragraphs: [
          'Choisissez Ajouter au panier sur n’importe quelle fiche de cours. Ouvrez le panier avec le bouton panier de la page des cours pour voir chaque cours avec son prix, retirer un cours ou vider le panier, et voir le total.',
          'Un cours ne peut figurer qu’une fois dans le panier. Le panier est conservé dans ce navigateur : il est toujours là après la fermeture de l’onglet, mais il ne vous suit pas sur un autre appareil.',
        ],
      },
      'tutor-profiles': {
        title: 'Les profils des tuteurs',
        paragraphs: [
          'La page Tuteurs présente nos tuteurs avec leur note, leur année, leur filière et les cours qu’ils enseignent. Voir le profil ouvre la fiche complète : une courte biographie, les cours enseignés, les cours particuliers avec leur tarif horaire, les disponibilités de la semaine et les avis des étudiants.',
          'Depuis un profil, vous pouvez nous écrire au sujet du tuteur, envoyer une demande de réservation par e-mail, réserver une séance sur WhatsApp ou noter le tuteur.',
        ],
      },
      ratings: {
        title: 'Notes et avis',
        paragraphs: [
          'Vous pouvez noter les cours, les tuteurs et Darsak lui-même de 1 à 5 étoiles (Médiocre, Passable, Bien, Très bien, Excellent) et ajouter un commentaire facultatif de {max} caractères au plus. Il faut être connecté pour envoyer une note.',
          'Utilisez Noter le cours sur une fiche de cours, Noter le tuteur sur un profil de tuteur, ou Noter la plateforme sur la page d’accueil. La note moyenne et le nombre de notes se mettent à jour dès que la vôtre est enregistrée.',
        ],
      },
      profile: {
        title: 'Votre profil',
        paragraphs: [
          'Sur votre profil, vous pouvez changer votre nom et votre mot de passe, ajouter une photo de profil (n’importe quelle image) ou la supprimer, vous déconnecter et supprimer votre compte. La suppression du compte demande une confirmation et est définitive.',
        ],
      },
    },
  },
  'for-tutors': {
    title: 'Pour les tuteurs',
    summary: 'Comment postuler pour enseigner sur Darsak, et la suite.',
    items: {
      'who-can-apply': {
        title: 'Qui peut postuler',
        paragraphs: [
          'Nous recherchons des étudiants et des diplômés qui ont bien réussi les cours qu’ils veulent enseigner et qui aiment expliquer. Il vous faut un compte Darsak et être connecté pour ouvrir le formulaire de candidature sur la page Rejoignez notre équipe.',
        ],
      },
      'application-form': {
        title: 'Le formulaire de candidature',
        paragraphs: [
          'Le formulaire vous demande votre nom, votre e-mail, votre numéro de téléphone, votre âge (de 15 à 99 ans), votre université et votre année d’études (de 1 à 7), les cours que vous aimeriez enseigner, d’autres cours éventuels, où vous vous voyez en tant que tuteur, ce qui fait selon vous un bon tuteur, et le tarif horaire souhaité en dollars américains (entre 5 et 100).',
          'La liste contient les 25 cours de première année des programmes CSVT (biologie, chimie et physique) et MISPE (mathématiques, informatique et physique), pour les semestres 1 et 2. Cochez tous les cours que vous pouvez enseigner.',
        ],
      },
      cv: {
        title: 'Votre CV',
        paragraphs: [
          'Joignez votre CV au format PDF, Word (DOC ou DOCX) ou image (JPG, JPEG ou PNG), de {mb} Mo au plus. Indiquez vos notes dans les cours que vous voulez enseigner et toute expérience de tutorat ou d’assistanat.',
        ],
      },
      'after-applying': {
        title: 'Après votre candidature',
        paragraphs: [
          'Une fois votre candidature et votre CV enregistrés, une confirmation s’affiche. Notre équipe étudie chaque candidature et vous contacte par e-mail ou par téléphone. Si le formulaire est enregistré mais que l’envoi du CV échoue, le message le précise : envoyez-nous alors votre CV par e-mail pour que nous le joignions au dossier.',
        ],
      },
    },
  },
  'payments-billing': {
    title: 'Paiement et facturation',
    summary: 'Les prix, les formules semestrielles et la confirmation de commande par message.',
    items: {
      'how-payment-works': {
        title: 'Comment se passe le paiement',
        paragraphs: [
          'Darsak n’accepte pas de paiement par carte sur le site. Vous confirmez votre commande en nous envoyant un message WhatsApp prérempli, et notre équipe vous répond pour organiser le paiement et vous donner accès à vos cours.',
        ],
        steps: [
          'Ajoutez les cours souhaités à votre panier.',
          'Ouvrez le panier et choisissez Commander. Le récapitulatif du paiement liste chaque cours avec son prix, ainsi que le total.',
          'Choisissez Confirmer le paiement. Une discussion WhatsApp s’ouvre dans un nouvel onglet avec un message listant vos cours et le total : envoyez-le.',
          'Votre panier est vidé et vous revenez à l’accueil. Nous vous répondons dans la discussion avec la marche à suivre.',
        ],
      },
      prices: {
        title: 'Le prix des cours',
        paragraphs: [
          'Chaque fiche de cours affiche son prix en dollars américains, et le panier les additionne en un total au centime près. Le montant que vous confirmez dans la discussion est le total affiché dans le récapitulatif du paiement.',
        ],
      },
      plans: {
        title: 'Les formules semestrielles',
        paragraphs: [
          'Les formules sont facturées au semestre : la Formule Essentielle (pour commencer) à 19,99 $, la Formule Standard (la plus choisie) à 49,99 $ et la Formule Premium (meilleur rapport qualité-prix) à 99,99 $. Chaque formule détaille ses avantages sur la page d’accueil. Pour en choisir une, envoyez-nous un message et nous l’activerons pour le semestre.',
        ],
      },
      'private-sessions': {
        title: 'Les séances de cours particuliers',
        paragraphs: [
          'Les cours particuliers affichent un tarif horaire sur le profil du tuteur. Utilisez Réserver une séance pour nous envoyer une demande sur WhatsApp : nous confirmons un créneau parmi les disponibilités du tuteur, ainsi que le mode de paiement, avant la première séance.',
        ],
      },
    },
  },
  faq: {
    title: 'FAQ',
    summary: 'Des réponses rapides aux questions qu’on nous pose le plus.',
    items: {
      'forgot-password': {
        title: 'J’ai oublié mon mot de passe. Comment le réinitialiser ?',
        paragraphs: [
          'Sur la page de connexion, choisissez Mot de passe oublié et saisissez votre e-mail. Nous vous envoyons un code de {length} caractères valable {minutes} minutes ; un compte à rebours affiche le temps restant. Saisissez le code, puis choisissez un nouveau mot de passe et confirmez-le. Vous revenez alors à la page de connexion pour vous connecter avec le nouveau mot de passe.',
          'Si le compte à rebours atteint zéro, le code a expiré : revenez à Mot de passe oublié et demandez-en un nouveau.',
        ],
      },
      'no-verification-email': {
        title: 'Je n’ai pas reçu l’e-mail de vérification.',
        paragraphs: [
          'Vérifiez vos courriers indésirables et l’onglet Promotions, et assurez-vous que l’adresse est bien orthographiée. Dans la fenêtre d’inscription, Renvoyer l’e-mail de vérification envoie un nouveau lien. S’il n’arrive toujours pas, contactez l’assistance.',
        ],
      },
      'need-account': {
        title: 'Faut-il un compte pour acheter des cours ?',
        paragraphs: [
          'Non. Tout le monde peut remplir un panier et confirmer sa commande sur WhatsApp. Un compte est nécessaire pour noter les cours et les tuteurs, et pour postuler comme tuteur.',
        ],
      },
      'cart-disappeared': {
        title: 'Pourquoi mon panier est-il vide sur mon téléphone ?',
        paragraphs: [
          'Le panier est enregistré dans le navigateur avec lequel vous l’avez rempli. Confirmer un paiement le vide aussi. Ajoutez à nouveau les cours sur l’autre appareil, ou terminez votre commande là où vous l’avez commencée.',
        ],
      },
      'tutor-reviews': {
        title: 'Puis-je voir ce que les autres pensent d’un tuteur avant de réserver ?',
        paragraphs: [
          'Oui. Chaque profil de tuteur affiche sa note, la moyenne des notes des étudiants et une sélection d’avis qui défilent. Survolez les avis ou utilisez les boutons précédent et suivant pour les lire à votre rythme.',
        ],
      },
      'delete-account': {
        title: 'Comment supprimer mon compte ?',
        paragraphs: [
          'Ouvrez votre profil, choisissez Supprimer le compte et confirmez. Vous êtes déconnecté et renvoyé à la page d’accueil.',
        ],
      },
    },
  },
  support: {
    title: 'Assistance',
    summary: 'Comment nous joindre, et quoi indiquer pour que nous puissions vous aider vite.',
    items: {
      'contact-channels': {
        title: 'Nous contacter',
        paragraphs: [
          'Le plus rapide est la Discussion en direct, qui ouvre une conversation WhatsApp avec notre équipe. Vous pouvez aussi écrire à {email} avec le bouton Écrire à l’assistance ci-dessous. Nous répondons à chaque message, généralement le jour même.',
        ],
      },
      'what-to-include': {
        title: 'Que mettre dans votre message',
        paragraphs: [
          'Indiquez-nous l’adresse e-mail de votre compte, les codes des cours ou le tuteur concernés, et ce à quoi vous vous attendiez. Une capture d’écran aide beaucoup quand quelque chose s’affiche mal.',
        ],
      },
      'report-problem': {
        title: 'Signaler un problème avec un cours ou un tuteur',
        paragraphs: [
          'Notez le cours ou le tuteur et décrivez le problème dans le commentaire, ou contactez-nous directement si vous attendez une réponse. Nous lisons chaque note et faisons le point avec les tuteurs.',
        ],
      },
      'account-help': {
        title: 'Problèmes de compte et de connexion',
        paragraphs: [
          'La plupart des problèmes de connexion viennent d’une adresse e-mail non vérifiée ou d’un mot de passe mal saisi. Essayez d’abord les étapes de « Vérifier votre adresse e-mail » et de « J’ai oublié mon mot de passe » ; si vous êtes toujours bloqué, envoyez-nous l’adresse e-mail avec laquelle vous vous êtes inscrit.',
        ],
      },
    },
  },
} as const satisfies DocTexts;
