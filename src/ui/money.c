#include "money.h"

#include "flight.h"
#include "sprite.h"

#define COIN_SECONDS 0.6 /* one coin's flight at normal speed */
#define COIN_STAGGER 0.07
#define TRANSFER_STAGGER 0.12
#define COINS_PER_TRANSFER 4

typedef struct Transfer {
    int from, to, amount;
} Transfer;

/* Who pays whom: payers and payees met in seat order, what is left over with the bank. */
static int plan_transfers(int seats, const int gain[], bool via_bank, Transfer out[])
{
    int left[UI_MONEY_SEATS], n = 0;
    for (int s = 0; s < seats; s++)
        left[s] = gain[s];
    for (int payer = 0; payer < seats && !via_bank; payer++)
        for (int payee = 0; payee < seats && left[payer] < 0; payee++) {
            if (left[payee] <= 0)
                continue;
            int amount = -left[payer] < left[payee] ? -left[payer] : left[payee];
            out[n++] = (Transfer){payer, payee, amount};
            left[payer] += amount;
            left[payee] -= amount;
        }
    for (int s = 0; s < seats; s++)
        if (left[s] < 0)
            out[n++] = (Transfer){s, UI_MONEY_BANK, -left[s]};
        else if (left[s] > 0)
            out[n++] = (Transfer){UI_MONEY_BANK, s, left[s]};
    return n;
}

/* One coin for a small sum, up to COINS_PER_TRANSFER for the largest of the move. */
static int coins_for(int amount, int largest)
{
    return 1 + (COINS_PER_TRANSFER - 1) * amount / largest;
}

void ui_money_start(Ui *ui, UiMoney *m, int viewer, int seats, const int before[],
                    const int after[], const bool known[], bool via_bank)
{
    ui_money_stop(m);
    if (seats > UI_MONEY_SEATS)
        seats = UI_MONEY_SEATS;
    int gain[UI_MONEY_SEATS];
    bool moved = false;
    for (int s = 0; s < seats; s++) {
        gain[s] = known[s] ? after[s] - before[s] : 0;
        m->from[s] = before[s];
        m->to[s] = known[s] ? after[s] : before[s];
        moved |= gain[s] != 0;
    }
    m->viewer = viewer;
    m->seats = seats;
    if (!moved || ui->anim_speed <= 0.0f)
        return;
    Transfer transfer[UI_MONEY_SEATS * 2];
    int transfers = plan_transfers(seats, gain, via_bank, transfer), largest = 1;
    for (int i = 0; i < transfers; i++)
        if (transfer[i].amount > largest)
            largest = transfer[i].amount;
    double last = 0.0;
    for (int i = 0; i < transfers; i++)
        for (int k = 0; k < coins_for(transfer[i].amount, largest) && m->coins < UI_MONEY_COINS;
             k++) {
            UiMoneyCoin *c = &m->coin[m->coins++];
            c->from = transfer[i].from;
            c->to = transfer[i].to;
            double delay = TRANSFER_STAGGER * i + COIN_STAGGER * k;
            ui_tween_start_delayed(ui, &c->tween, delay, COIN_SECONDS, UI_EASE_IN_OUT_CUBIC);
            if (delay > last)
                last = delay;
        }
    /* the numbers count while the coins fly, and reach their amounts as the last one lands */
    ui_tween_start_delayed(ui, &m->count, COIN_SECONDS / 3, last + COIN_SECONDS * 2 / 3,
                           UI_EASE_IN_OUT_CUBIC);
}

bool ui_money_running(const Ui *ui, const UiMoney *m)
{
    return m && ui_tween_running(ui, &m->count);
}

int ui_money_shown(Ui *ui, const UiMoney *m, int viewer, int seat, int actual)
{
    if (!ui_money_running(ui, m) || viewer != m->viewer || seat < 0 || seat >= m->seats ||
        actual != m->to[seat])
        return actual;
    float t = ui_tween_progress(ui, &m->count);
    float shown = ui_lerp((float)m->from[seat], (float)actual, t);
    return (int)(shown < 0 ? shown - 0.5f : shown + 0.5f);
}

int ui_money_in_air(Ui *ui, const UiMoney *m)
{
    int n = 0;
    float t;
    for (int i = 0; m && i < m->coins; i++)
        n += ui_flight_progress(ui, &m->coin[i].tween, &t) && t > 0.0f;
    return n;
}

static SDL_Rect centre_of(SDL_Rect r)
{
    return (SDL_Rect){r.x + r.w / 2, r.y + r.h / 2, 0, 0};
}

/* A gold coin: a darker rim, the face, a glint. */
static void draw_coin(Ui *ui, int x, int y, int radius)
{
    ui_fill_circle(ui, x, y, radius, ui_rgba(0x7a5a16, 255));
    ui_fill_circle(ui, x, y, radius - ui_px(ui, 2), ui_rgba(0xe2b84a, 255));
    ui_fill_circle(ui, x - radius / 3, y - radius / 3, radius / 3, ui_rgba(0xf7e6a8, 255));
}

static int coin_radius(Ui *ui)
{
    return ui_px(ui, 13);
}

void ui_money_prepare(Ui *ui, const char *sprite)
{
    if (sprite)
        ui_sprite_prepare(ui, sprite, 2 * coin_radius(ui), 2 * coin_radius(ui));
}

void ui_money_draw(Ui *ui, const UiMoney *m, const SDL_Rect anchor[UI_MONEY_SEATS + 1],
                   const char *sprite)
{
    if (!ui_money_running(ui, m))
        return;
    int radius = coin_radius(ui);
    for (int i = 0; i < m->coins; i++) {
        const UiMoneyCoin *c = &m->coin[i];
        SDL_Rect from = anchor[c->from + 1], to = anchor[c->to + 1];
        float t;
        if (from.w <= 0 || to.w <= 0 || !ui_flight_progress(ui, &c->tween, &t) || t <= 0.0f)
            continue;
        SDL_Rect at = ui_flight_rect(centre_of(from), centre_of(to), t, ui_px(ui, 36));
        if (sprite)
            ui_sprite(ui, sprite, (SDL_Rect){at.x - radius, at.y - radius, 2 * radius, 2 * radius});
        else
            draw_coin(ui, at.x, at.y, radius);
    }
}

void ui_money_stop(UiMoney *m)
{
    ui_tween_stop(&m->count);
    for (int i = 0; i < m->coins; i++)
        ui_tween_stop(&m->coin[i].tween);
    m->coins = 0;
}
