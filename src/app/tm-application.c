/* tm-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "tm-application.h"
#include "tm-font-warmup.h"
#include "tm-screenshot.h"

struct _TmApplication
{
  AdwApplication  parent_instance;

  TmServices     *services;
  TmFontWarmup   *font_warmup;
  char           *screenshot_path;
  char           *start_game;
};

G_DEFINE_FINAL_TYPE (TmApplication, tm_application, ADW_TYPE_APPLICATION)

/**
 * tm_application_new:
 * @application_id: the application id
 * @flags: the application flags
 *
 * Creates the Tablemate application.
 *
 * Returns: (transfer full): a new #TmApplication
 */
TmApplication *
tm_application_new (const char        *application_id,
                    GApplicationFlags  flags)
{
  g_return_val_if_fail (application_id != NULL, NULL);

  return g_object_new (TM_TYPE_APPLICATION,
                       "application-id", application_id,
                       "flags", flags,
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}

/**
 * tm_application_get_services:
 * @self: a #TmApplication
 *
 * Gets what the application shares with its windows: the catalogue and
 * the score sheets.  It exists once the application has started up.
 *
 * Returns: (transfer none): the services
 */
TmServices *
tm_application_get_services (TmApplication *self)
{
  g_return_val_if_fail (TM_IS_APPLICATION (self), NULL);

  return self->services;
}

/**
 * tm_application_get_catalogue:
 * @self: a #TmApplication
 *
 * Gets the game catalogue the whole application shares.
 *
 * Returns: (transfer none): the catalogue
 */
TmCatalogue *
tm_application_get_catalogue (TmApplication *self)
{
  g_return_val_if_fail (TM_IS_APPLICATION (self), NULL);

  return self->services ? tm_services_get_catalogue (self->services) : NULL;
}

/**
 * tm_application_get_ledger_store:
 * @self: a #TmApplication
 *
 * Gets the score sheets kept on disk, which the whole application shares;
 * see tm_services_get_ledger_store().
 *
 * Returns: (transfer none): the store
 */
TmLedgerStore *
tm_application_get_ledger_store (TmApplication *self)
{
  g_return_val_if_fail (TM_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (self->services != NULL, NULL);

  return tm_services_get_ledger_store (self->services);
}

/**
 * tm_application_new_window:
 * @self: a #TmApplication that has started up
 *
 * Creates a main window of the application.
 *
 * Returns: (transfer full): the window
 */
TmWindow *
tm_application_new_window (TmApplication *self)
{
  TmWindow *window;

  g_return_val_if_fail (TM_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (self->services != NULL, NULL);

  window = tm_window_new (GTK_APPLICATION (self), self->services);
  /* Built while the fonts were loaded; shown with them. */
  if (self->font_warmup != NULL)
    tm_font_warmup_finish (g_steal_pointer (&self->font_warmup));

  return window;
}

static TmWindow *
get_window (TmApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tm_application_new_window (self));

  return TM_WINDOW (window);
}

static void
screenshot_done_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(TmApplication) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tm_screenshot_save_finish (result, &error))
    g_printerr ("tablemate: %s\n", error->message);
  else
    g_print (_("Saved a screenshot of the window to %s\n"), self->screenshot_path);

  g_application_release (G_APPLICATION (self));
  g_application_quit (G_APPLICATION (self));
}

static void
tm_application_activate (GApplication *app)
{
  TmApplication *self = TM_APPLICATION (app);
  TmWindow *window = get_window (self);

  if (self->start_game != NULL)
    tm_window_show_game (window, self->start_game);

  gtk_window_present (GTK_WINDOW (window));

  if (self->screenshot_path != NULL)
    {
      g_application_hold (app);
      tm_screenshot_save_async (GTK_WIDGET (window), self->screenshot_path,
                                screenshot_done_cb, g_object_ref (self));
    }
}

static int
tm_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  TmApplication *self = TM_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("tablemate %s\n", PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, "screenshot", "^ay", &self->screenshot_path);
  g_variant_dict_lookup (options, "game", "s", &self->start_game);

  if (self->screenshot_path != NULL)
    {
      GApplicationFlags flags = g_application_get_flags (app);

      /* A screenshot run must not hand over to an instance already running. */
      g_application_set_flags (app, flags | G_APPLICATION_NON_UNIQUE);
    }

  return -1;
}

static void
card_edits_loaded_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!tm_card_edits_load_file_finish (TM_CARD_EDITS (object), result, &error))
    g_message ("Your card edits could not be read and are not used: %s", error->message);
}

/* The catalogue is read on a thread of its own while GTK and libadwaita
 * start up on this one (most of the time before the window can show):
 * the engine needs nothing of GTK, and the games' definitions are ready
 * by the time the library needs them. */
static gpointer
load_catalogue_thread (gpointer data)
{
  GError **error = data;

  return tm_catalogue_new (error);
}

/* A label's words without its mnemonic: “_Keyboard Shortcuts” reads
 * “Keyboard Shortcuts”, “__” stays one underscore. */
static char *
strip_mnemonic (const char *text)
{
  GString *plain = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '_' && p[1] == '_')
        p++;
      else if (*p == '_')
        continue;
      g_string_append_c (plain, *p);
    }
  return g_string_free (plain, FALSE);
}

static void
name_menu_items (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if ((role == GTK_ACCESSIBLE_ROLE_MENU_ITEM || role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX ||
       role == GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO) &&
      g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "text") != NULL)
    {
      g_autofree char *text = NULL;
      g_autofree char *plain = NULL;

      g_object_get (widget, "text", &text, NULL);
      if (text != NULL)
        {
          plain = strip_mnemonic (text);
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, plain, -1);
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_menu_items (child);
}

/* What GTK 4.14 and libadwaita leave badly named, named when it shows,
 * wherever it is: the items of a menu built from a GMenu have no name
 * (they get their label's), and an entry row is read as its title twice,
 * once for the row and once for its entry (it gets its title, once). */
static gboolean
widget_mapped_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               data)
{
  GObject *widget = g_value_get_object (&values[0]);

  if (GTK_IS_POPOVER_MENU (widget))
    name_menu_items (GTK_WIDGET (widget));
  else if (ADW_IS_ENTRY_ROW (widget))
    {
      g_autofree char *title =
        strip_mnemonic (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));

      /* A name from labelling widgets comes before the label. */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget),
                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
    }
  return TRUE;
}

static void
tm_application_startup (GApplication *app)
{
  TmApplication *self = TM_APPLICATION (app);
  g_autoptr(TmCatalogue) catalogue = NULL;
  g_autoptr(GError) error = NULL;
  GThread *loading;

  loading = g_thread_new ("tm-catalogue", load_catalogue_thread, &error);

  G_APPLICATION_CLASS (tm_application_parent_class)->startup (app);

  catalogue = g_thread_join (loading);
  if (catalogue == NULL)
    g_error ("The built-in game catalogue could not be loaded: %s", error->message);

  /* The person's card edits, laid over the decks once read. */
  {
    g_autoptr(TmCardEdits) edits = tm_card_edits_new ();
    g_autoptr(GFile) file = tm_card_edits_get_default_file ();

    tm_catalogue_set_card_edits (catalogue, edits);
    tm_card_edits_load_file_async (edits, file, NULL, card_edits_loaded_cb, NULL);
  }

  self->services = tm_services_new (catalogue);
  self->font_warmup = tm_font_warmup_start (G_LIST_MODEL (catalogue));

  {
    /* The class, and with it its signals, exists once referenced. */
    g_autoptr(GTypeClass) widget_class = g_type_class_ref (GTK_TYPE_WIDGET);

    g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                widget_mapped_hook, NULL, NULL);
  }
}

static void
tm_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  /* Files (saved games, ledgers) open in later versions; show the window. */
  tm_application_activate (app);
}

static void
tm_application_dispose (GObject *object)
{
  TmApplication *self = (TmApplication *)object;

  g_clear_pointer (&self->font_warmup, tm_font_warmup_finish);
  g_clear_object (&self->services);

  G_OBJECT_CLASS (tm_application_parent_class)->dispose (object);
}

static void
tm_application_finalize (GObject *object)
{
  TmApplication *self = (TmApplication *)object;

  g_free (self->screenshot_path);
  g_free (self->start_game);

  G_OBJECT_CLASS (tm_application_parent_class)->finalize (object);
}

static void
tm_application_class_init (TmApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = tm_application_dispose;
  object_class->finalize = tm_application_finalize;

  app_class->activate = tm_application_activate;
  app_class->startup = tm_application_startup;
  app_class->open = tm_application_open;
  app_class->handle_local_options = tm_application_handle_local_options;
}

static void
tm_application_about_action (GSimpleAction *action,
                             GVariant      *parameter,
                             gpointer       user_data)
{
  static const char *developers[] = { "The Tablemate developers", NULL };
  TmApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwDialog *about;

  about = g_object_new (ADW_TYPE_ABOUT_DIALOG,
                        "application-name", "Tablemate",
                        "application-icon", "io.github.tablemate.Tablemate",
                        "developer-name", _("The Tablemate developers"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/tablemate/tablemate",
                        "issue-url", "https://github.com/tablemate/tablemate/issues",
                        "developers", developers,
                        /* Translators: Replace "translator-credits" with your name/year */
                        "translator-credits", _("translator-credits"),
                        "copyright", "© 2026 The Tablemate developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "comments", _("A companion for the Gitmo, Free-O and Prisoner card games: "
                                      "rules, score sheets, a table assistant and virtual play."),
                        NULL);
  adw_dialog_present (about, window ? GTK_WIDGET (window) : NULL);
}

static void
tm_application_quit_action (GSimpleAction *action,
                            GVariant      *parameter,
                            gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { "quit", tm_application_quit_action },
  { "about", tm_application_about_action },
};

static void
tm_application_init (TmApplication *self)
{
  static const char *quit_accels[] = { "<primary>q", NULL };
  static const char *close_accels[] = { "<primary>w", NULL };
  static const char *back_accels[] = { "<alt>Left", NULL };
  static const char *shortcuts_accels[] = { "<Control>question", NULL };
  const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
    { "game", 'g', 0, G_OPTION_ARG_STRING, NULL, N_("Open the page of a game, by id"), N_("GAME") },
    { "screenshot", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL,
      N_("Save a PNG of the window to FILE once shown, then quit"), N_("FILE") },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "window.close", close_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.library", back_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.show-help-overlay",
                                         shortcuts_accels);
}
