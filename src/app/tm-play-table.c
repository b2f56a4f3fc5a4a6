/* tm-play-table.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tm-card-widget.h"
#include "tm-game-ui.h"
#include "tm-play-table.h"

G_DEFINE_INTERFACE (TmPlayTable, tm_play_table, GTK_TYPE_WIDGET)

enum {
  MOVE,
  REFUSED,
  NOTES,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tm_play_table_default_init (TmPlayTableInterface *iface)
{
  /**
   * TmPlayTable::move:
   * @self: the table
   * @move: the move
   *
   * Emitted when the person picks a move on the table.
   */
  signals[MOVE] = g_signal_new ("move",
                                G_TYPE_FROM_INTERFACE (iface),
                                G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL,
                                G_TYPE_NONE, 1, TM_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TmPlayTable::refused:
   * @self: the table
   * @message: why the rules refuse what the person picked, in English
   *   (translated with the `tablemate` domain when shown)
   * @section: (nullable): the id of the rules section that forbids it
   * @ruling: (nullable): the id of the ruling that decides the point
   *
   * Emitted when the person picks something the rules do not allow, such
   * as a card that cannot be played now (tm_play_table_refuse()), so that
   * the Play section tells them why and where the rules say so.
   */
  signals[REFUSED] = g_signal_new ("refused",
                                   G_TYPE_FROM_INTERFACE (iface),
                                   G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 3,
                                   G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE,
                                   G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE,
                                   G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * TmPlayTable::notes:
   * @self: the table
   * @seat: the seat whose person wrote them
   * @notes: (nullable): their notes, as tm_play_state_set_notes() takes
   *   them
   *
   * Emitted when the person at the screen changes what they note for
   * themselves (in Escaped, a tick on their suspect checklist), so that
   * the notes are kept and saved with the game; the table reads them back
   * from its observations (tm_play_state_get_notes()).
   */
  signals[NOTES] = g_signal_new ("notes",
                                 G_TYPE_FROM_INTERFACE (iface),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 2, G_TYPE_UINT,
                                 TM_TYPE_PLAY_NOTES | G_SIGNAL_TYPE_STATIC_SCOPE);
}

/**
 * tm_play_table_lookup_factory:
 * @game_id: a game id
 *
 * Finds the table view of a game the app can play.
 *
 * Returns: (nullable): the factory, or %NULL when the app has no table
 *   for the game (or the engine no rules)
 */
TmPlayTableFactory
tm_play_table_lookup_factory (const char *game_id)
{
  const TmGameUi *ui;

  g_return_val_if_fail (game_id != NULL, NULL);

  if (tm_play_rules_lookup (game_id) == NULL)
    return NULL;
  ui = tm_game_ui_lookup (game_id);
  return ui != NULL ? ui->new_play_table : NULL;
}

/**
 * tm_play_table_prepare_play:
 * @catalogue: the catalogue, with the person's card edits laid over it
 * @game_id: a game id
 *
 * Readies a game's play to deal a new game with @catalogue's cards as
 * the person edited them, for a game whose app part asks for it
 * (#TmGameUi.prepare_play).  Games already dealt keep their cards.
 */
void
tm_play_table_prepare_play (TmCatalogue *catalogue,
                            const char  *game_id)
{
  const TmGameUi *ui;

  g_return_if_fail (TM_IS_CATALOGUE (catalogue));
  g_return_if_fail (game_id != NULL);

  ui = tm_game_ui_lookup (game_id);
  if (ui != NULL && ui->prepare_play != NULL)
    ui->prepare_play (catalogue);
}

/**
 * tm_play_table_shares_screen:
 * @game_id: a game id
 *
 * Whether everyone at the table watches one screen in the game, so that
 * no privacy screen goes up between human seats (#TmGameUi.shared_screen).
 *
 * Returns: %TRUE for a shared screen
 */
gboolean
tm_play_table_shares_screen (const char *game_id)
{
  const TmGameUi *ui;

  g_return_val_if_fail (game_id != NULL, FALSE);

  ui = tm_game_ui_lookup (game_id);
  return ui != NULL && ui->shared_screen;
}

/**
 * tm_play_table_gives_hints:
 * @game_id: a game id
 *
 * Whether the game offers hints (#TmGameUi.no_hints).
 *
 * Returns: %TRUE if a hint may be asked for
 */
gboolean
tm_play_table_gives_hints (const char *game_id)
{
  const TmGameUi *ui;

  g_return_val_if_fail (game_id != NULL, FALSE);

  ui = tm_game_ui_lookup (game_id);
  return ui == NULL || !ui->no_hints;
}

/**
 * tm_play_table_update:
 * @self: a table
 * @observation: the viewer's observation
 * @names: the seats' names
 * @deciding: whether the viewer has a move to make
 *
 * Shows @observation.
 */
void
tm_play_table_update (TmPlayTable        *self,
                      TmPlayState        *observation,
                      const char * const *names,
                      gboolean            deciding)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (TM_IS_PLAY_STATE (observation));
  TM_PLAY_TABLE_GET_IFACE (self)->update (self, observation, names, deciding);
}

/**
 * tm_play_table_describe_move:
 * @self: a table
 * @before: the viewer's observation before the move
 * @after: the viewer's observation after it
 * @names: the seats' names
 * @player: the seat that moved
 * @move: the move
 *
 * Says what @player did, for the log and screen readers.
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_describe_move (TmPlayTable        *self,
                             TmPlayState        *before,
                             TmPlayState        *after,
                             const char * const *names,
                             int                 player,
                             const TmMove       *move)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (before), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (after), NULL);
  g_return_val_if_fail (move != NULL, NULL);
  return TM_PLAY_TABLE_GET_IFACE (self)->describe_move (self, before, after, names, player, move);
}

void
tm_play_table_show_hint (TmPlayTable  *self,
                         const TmMove *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (move != NULL);
  if (TM_PLAY_TABLE_GET_IFACE (self)->show_hint != NULL)
    TM_PLAY_TABLE_GET_IFACE (self)->show_hint (self, move);
}

gboolean
tm_play_table_focus_first (TmPlayTable *self)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), FALSE);
  return TM_PLAY_TABLE_GET_IFACE (self)->focus_first (self);
}

/**
 * tm_play_table_describe_hint:
 * @self: a table
 * @observation: the person's observation
 * @names: the seats' names
 * @move: the move a hint suggests
 *
 * Says what a hint suggests, in words for the person.
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_describe_hint (TmPlayTable        *self,
                             TmPlayState        *observation,
                             const char * const *names,
                             const TmMove       *move)
{
  TmPlayTableInterface *iface;
  g_autofree char *text = NULL;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (observation), NULL);
  g_return_val_if_fail (move != NULL, NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  if (iface->describe_hint != NULL)
    return iface->describe_hint (self, observation, names, move);
  text = tm_play_state_move_to_string (observation, move);
  /* Translators: %s is a move in the engine's text form */
  return g_strdup_printf (_("Hint: %s"), text);
}

/**
 * tm_play_table_describe_start:
 * @self: a table
 * @observation: an observation
 * @names: the seats' names
 *
 * Says how a hand starts, when @observation is the start of one.
 *
 * Returns: (transfer full) (nullable): a line for the log, or %NULL
 */
char *
tm_play_table_describe_start (TmPlayTable        *self,
                              TmPlayState        *observation,
                              const char * const *names)
{
  TmPlayTableInterface *iface;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), NULL);
  g_return_val_if_fail (TM_IS_PLAY_STATE (observation), NULL);

  iface = TM_PLAY_TABLE_GET_IFACE (self);
  return iface->describe_start ? iface->describe_start (self, observation, names) : NULL;
}

static G_DEFINE_QUARK (tm-play-table-seat-names, seat_names)

/**
 * tm_play_table_set_seat_names:
 * @self: a table
 * @names: (array zero-terminated=1): the seats' names, as the Play
 *   section gives them to the table's vfuncs
 *
 * Keeps the seats' names for tm_play_table_get_seat_name().  A table
 * calls it with the names each vfunc is given.
 */
void
tm_play_table_set_seat_names (TmPlayTable        *self,
                              const char * const *names)
{
  GQuark quark = seat_names_quark ();

  g_return_if_fail (TM_IS_PLAY_TABLE (self));

  if (names == g_object_get_qdata (G_OBJECT (self), quark))
    return;
  g_object_set_qdata_full (G_OBJECT (self), quark, g_strdupv ((char **) names),
                           (GDestroyNotify) g_strfreev);
}

/**
 * tm_play_table_get_seat_name:
 * @self: a table
 * @seat: a seat
 *
 * Gets a seat's name, as last given to tm_play_table_set_seat_names().
 *
 * Returns: the name, or “?” for a seat without one
 */
const char *
tm_play_table_get_seat_name (TmPlayTable *self,
                             int          seat)
{
  char **names;

  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), "?");

  names = g_object_get_qdata (G_OBJECT (self), seat_names_quark ());
  if (names == NULL || seat < 0 || seat >= (int) g_strv_length (names))
    return "?";
  return names[seat];
}

/**
 * tm_play_table_seat_is_you:
 * @self: a table
 * @seat: a seat
 *
 * Whether the Play section names @seat “You”, the one person playing at
 * the screen, so that a table may say “your” rather than a name.
 *
 * Returns: %TRUE for the seat called “You”
 */
gboolean
tm_play_table_seat_is_you (TmPlayTable *self,
                           int          seat)
{
  g_return_val_if_fail (TM_IS_PLAY_TABLE (self), FALSE);

  return g_strcmp0 (tm_play_table_get_seat_name (self, seat), _("You")) == 0;
}

/**
 * tm_play_table_lookup_card:
 * @deck: (nullable): a deck
 * @card_id: (nullable): the id of one of play's cards, which may name a
 *   copy after a `#` (`"rover#2"`)
 *
 * Finds the deck's card of one of play's cards, as the person may have
 * renamed or rewritten it.
 *
 * Returns: (transfer none) (nullable): the card, or %NULL when @deck or
 *   @card_id is %NULL or the deck has no such card
 */
TmCard *
tm_play_table_lookup_card (TmDeck     *deck,
                           const char *card_id)
{
  const char *hash;
  g_autofree char *plain = NULL;
  TmCard *card;

  g_return_val_if_fail (deck == NULL || TM_IS_DECK (deck), NULL);

  if (deck == NULL || card_id == NULL)
    return NULL;
  card = tm_deck_lookup_card (deck, card_id);
  if (card != NULL || (hash = strchr (card_id, '#')) == NULL)
    return card;
  plain = g_strndup (card_id, hash - card_id);
  return tm_deck_lookup_card (deck, plain);
}

/**
 * tm_play_table_class_set_template:
 * @widget_class: a table's class
 * @resource_path: its template's path below the app's resources, such as
 *   `/games/freeo/tm-freeo-table.ui`
 *
 * Makes a table's class a composite one as every table is: its template
 * (which may hold #TmCardWidget<!-- -->s) fills the table.
 */
void
tm_play_table_class_set_template (GtkWidgetClass *widget_class,
                                  const char     *resource_path)
{
  g_autofree char *path = g_strconcat (RESOURCE_PATH, resource_path, NULL);

  g_type_ensure (TM_TYPE_CARD_WIDGET);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, path);
}

/**
 * tm_play_table_dispose_template:
 * @self: a table
 * @type: the table's type
 *
 * Disposes of a table's template, and of its top child, which the
 * template does not bind to a field.
 */
void
tm_play_table_dispose_template (TmPlayTable *self,
                                GType        type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), type);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
}

/**
 * tm_play_table_list_choices:
 * @observation: the viewer's observation
 * @deciding: whether the viewer has a move to make
 * @moves: (out caller-allocates) (array fixed-size=64): room for
 *   %TM_MOVE_MAX_LEGAL moves
 *
 * Lists what a table may offer the person: the legal moves of their
 * observation when they are deciding, else nothing.  Whatever a table
 * offers or prompts for comes from here, so it is always legal.
 *
 * Returns: the number of moves
 */
guint
tm_play_table_list_choices (TmPlayState *observation,
                            gboolean     deciding,
                            TmMove      *moves)
{
  g_return_val_if_fail (observation == NULL || TM_IS_PLAY_STATE (observation), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (!deciding || observation == NULL)
    return 0;
  return tm_play_state_get_legal_moves (observation, moves, TM_MOVE_MAX_LEGAL);
}

/**
 * tm_play_table_emit_move:
 * @self: a table
 * @move: the move the person picked
 *
 * Emits #TmPlayTable::move.
 */
void
tm_play_table_emit_move (TmPlayTable  *self,
                         const TmMove *move)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (move != NULL);
  g_signal_emit (self, signals[MOVE], 0, move);
}

/**
 * tm_play_table_emit_notes:
 * @self: a table
 * @seat: the seat of the person at the screen
 * @notes: (nullable): their notes
 *
 * Emits #TmPlayTable::notes.
 */
void
tm_play_table_emit_notes (TmPlayTable *self,
                          guint        seat,
                          TmPlayNotes *notes)
{
  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_signal_emit (self, signals[NOTES], 0, seat, notes);
}

/**
 * tm_play_table_refuse:
 * @self: a table
 * @origin: (nullable): what the person picked, such as a card, which
 *   shakes (a #TmCardWidget) or sounds the error bell
 * @observation: (nullable): the person's observation
 * @deciding: whether the person has a move to make
 * @attempt: the move the pick stands for
 *
 * Refuses a pick the rules do not allow: asks the game's rules
 * (#TmPlayRules.check_move on the observation) which rule @attempt breaks
 * and emits #TmPlayTable::refused with it, for the Play section to show
 * and announce.  A table calls it whenever a pick is not one of its legal
 * moves, so that nothing is ever refused in silence.
 */
void
tm_play_table_refuse (TmPlayTable  *self,
                      GtkWidget    *origin,
                      TmPlayState  *observation,
                      gboolean      deciding,
                      const TmMove *attempt)
{
  TmPlayViolation v = { NULL, NULL, NULL };

  g_return_if_fail (TM_IS_PLAY_TABLE (self));
  g_return_if_fail (origin == NULL || GTK_IS_WIDGET (origin));
  g_return_if_fail (observation == NULL || TM_IS_PLAY_STATE (observation));
  g_return_if_fail (attempt != NULL);

  if (observation == NULL || tm_play_state_get_is_terminal (observation))
    v = (TmPlayViolation) { NULL, NULL, N_("The game is over; no more moves can be made.") };
  else if (!deciding)
    v = (TmPlayViolation) { NULL, NULL, N_("It is not your turn: wait for the other players.") };
  else if (tm_play_state_get_rules (observation)->check_move (tm_play_state_peek_data (observation),
                                                              *attempt, &v))
    /* Legal, but not as the table offers it (such as a card whose
     * target is still to be chosen). */
    v = (TmPlayViolation) { NULL, NULL, N_("Choose one of the moves offered.") };

  if (TM_IS_CARD_WIDGET (origin))
    tm_card_widget_shake (TM_CARD_WIDGET (origin));
  else if (origin != NULL)
    gtk_widget_error_bell (origin);

  g_signal_emit (self, signals[REFUSED], 0, v.message, v.section, v.ruling);
}

/**
 * tm_play_table_move_focus:
 * @row: (element-type GtkWidget): a row of a table's widgets, in order,
 *   such as the cards of a hand
 * @keyval: a key pressed
 *
 * Moves the keyboard focus along @row when one of its widgets has it:
 * Left and Up to the one before, Right and Down to the next (round the
 * row), Home and End to the first and the last.
 *
 * Returns: %TRUE if the key moved the focus
 */
gboolean
tm_play_table_move_focus (GPtrArray *row,
                          guint      keyval)
{
  GtkRoot *root;
  GtkWidget *focus;
  guint index, n;
  int step;

  g_return_val_if_fail (row != NULL, FALSE);

  n = row->len;
  root = n > 0 ? gtk_widget_get_root (g_ptr_array_index (row, 0)) : NULL;
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL || !g_ptr_array_find (row, focus, &index))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: case GDK_KEY_Up: case GDK_KEY_KP_Up:
      step = -1;
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: case GDK_KEY_Down: case GDK_KEY_KP_Down:
      step = 1;
      break;
    case GDK_KEY_Home:
      return gtk_widget_grab_focus (g_ptr_array_index (row, 0));
    case GDK_KEY_End:
      return gtk_widget_grab_focus (g_ptr_array_index (row, n - 1));
    default:
      return FALSE;
    }

  return gtk_widget_grab_focus (g_ptr_array_index (row, (index + n + step) % n));
}

/**
 * tm_play_table_explain:
 * @rulebook: (nullable): the game's rules
 * @game_id: the game's id
 * @violation: why the rules refuse a choice (a game's check_move)
 *
 * Says why a choice is refused, in the rules' words, with links to the
 * section of the rules that forbids it and to the ruling that decides the
 * point, if there is one, for a #GtkLabel that shows markup (its links
 * go to `win.open-uri` with @game_id).
 *
 * Returns: (transfer full): Pango markup
 */
char *
tm_play_table_explain (TmRulebook            *rulebook,
                       const char            *game_id,
                       const TmPlayViolation *violation)
{
  TmRulesSection *section;
  g_autofree char *message = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (rulebook == NULL || TM_IS_RULEBOOK (rulebook), NULL);
  g_return_val_if_fail (game_id != NULL, NULL);
  g_return_val_if_fail (violation != NULL && violation->message != NULL, NULL);

  section = rulebook != NULL && violation->section != NULL
            ? tm_rulebook_lookup_section (rulebook, violation->section) : NULL;
  message = g_markup_escape_text (_(violation->message), -1);
  if (section == NULL)
    return g_steal_pointer (&message);
  title = g_markup_escape_text (tm_rules_section_get_title (section), -1);
  if (violation->ruling != NULL)
    /* Translators: why a choice is refused, then links to the rules */
    return g_strdup_printf (_("%s See <a href=\"section:%s/%s\">%s</a> and "
                              "<a href=\"ruling:%s/%s\">the ruling</a>."),
                            message, game_id, violation->section, title,
                            game_id, violation->ruling);
  /* Translators: why a choice is refused, then a link to the rules */
  return g_strdup_printf (_("%s See <a href=\"section:%s/%s\">%s</a>."),
                          message, game_id, violation->section, title);
}

/**
 * tm_play_table_say_refusal:
 * @rulebook: (nullable): the game's rules
 * @violation: why the rules refuse a choice (a game's check_move)
 *
 * Says why a choice is refused, for screen readers: the reason, then the
 * title of the rules section that forbids it, as “See the rules: Title.”
 * (the words tm_play_table_explain() links to that section).
 *
 * Returns: (transfer full): the sentence
 */
char *
tm_play_table_say_refusal (TmRulebook            *rulebook,
                           const TmPlayViolation *violation)
{
  TmRulesSection *section;

  g_return_val_if_fail (rulebook == NULL || TM_IS_RULEBOOK (rulebook), NULL);
  g_return_val_if_fail (violation != NULL && violation->message != NULL, NULL);

  section = rulebook != NULL && violation->section != NULL
            ? tm_rulebook_lookup_section (rulebook, violation->section) : NULL;
  if (section == NULL)
    return g_strdup (_(violation->message));
  /* Translators: why a choice is refused, then the title of the rules
   * section that says so */
  return g_strdup_printf (_("%s See the rules: %s."), _(violation->message),
                          tm_rules_section_get_title (section));
}

static gboolean
popover_shortcut_cb (GtkWidget *popover,
                     GVariant  *args,
                     gpointer   user_data)
{
  const char *action = user_data;
  GtkWidget *parent = gtk_widget_get_parent (popover);

  /* The popover goes first: what the action does (a hint's focus on a
   * card) happens on the table under it. */
  gtk_popover_popdown (GTK_POPOVER (popover));
  if (parent != NULL)
    gtk_widget_activate_action (parent, action, NULL);
  return TRUE;
}

/**
 * tm_play_table_new_popover:
 *
 * Creates a popover for a table's choices (a card's moves, a target to
 * name) in which the Play section's keys still work: Alt+H closes it and
 * asks for a hint, Ctrl+Z closes it and takes back the last move.  Without
 * them the keys pressed in the popover reach nothing.
 *
 * Returns: (transfer floating): the popover, to be given a parent
 */
GtkWidget *
tm_play_table_new_popover (void)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();
  const struct { guint key; GdkModifierType mods; const char *action; } shortcuts[] = {
    { GDK_KEY_h, GDK_ALT_MASK, "play.hint" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "play.undo" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (keys),
      gtk_shortcut_new (gtk_keyval_trigger_new (shortcuts[i].key, shortcuts[i].mods),
                        gtk_callback_action_new (popover_shortcut_cb,
                                                 (gpointer) shortcuts[i].action, NULL)));
  gtk_widget_add_controller (popover, keys);
  return popover;
}
