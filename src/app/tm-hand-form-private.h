/* tm-hand-form-private.h: what the files of TmHandForm share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tm-hand-form.h"

G_BEGIN_DECLS

typedef struct _PlayerForm PlayerForm;

typedef struct
{
  PlayerForm          *player;
  GtkWidget          **parts;        /* per part: GtkSpinButton, or AdwComboRow for a choice */
  GtkWidget           *remove_row;   /* the row holding the Remove button */
} RunForm;

struct _PlayerForm
{
  TmHandForm          *form;
  guint                index;
  gboolean             known;
  AdwPreferencesGroup *group;
  GtkWidget          **fields;       /* one per entry field, NULL if hidden */
  GVariant            *original;     /* the entry as it was: what the form does not show stays */
  const TmScoreField  *runs_field;   /* a field of runs, or NULL */
  AdwPreferencesGroup *runs_group;
  GPtrArray           *runs;         /* RunForm */
  GPtrArray           *card_rows;    /* AdwSpinRow per card, "card-id" in data */
};

struct _TmHandForm
{
  GObject              parent_instance;

  TmLedger            *ledger;
  TmLedgerHand        *hand;
  TmScorer            *scorer;
  AdwPreferencesPage  *page;           /* while the form is built */
  GVariant            *filled_outcome; /* while the form is built */
  GVariant * const    *filled_entries; /* while the form is built */
  guint                n_entry_fields;
  guint                n_outcome_fields;
  GtkWidget          **outcome_fields;
  PlayerForm          *players;
  guint                n_players;
  guint                updating;
};

const TmScoreField *_tm_hand_form_entry_field   (TmHandForm         *self,
                                                 guint               index);
const TmScoreField *_tm_hand_form_outcome_field (TmHandForm         *self,
                                                 guint               index);
gint64              _tm_hand_form_spin_value    (GtkSpinButton      *spin);
gboolean            _tm_hand_form_field_locked  (GtkWidget          *widget);
gboolean            _tm_hand_form_total_untyped (const TmScoreField *field,
                                                 GtkWidget          *widget);

G_END_DECLS
