/**
 * The demo game page's texts in the site's languages (the launch passes the player's language as `lang`); a language
 * the provider does not speak falls back to English, as a real provider would.
 */

export interface GameTexts {
  back: string;
  balance: string;
  bet: string;
  spin: string;
  play: string;
  cashOutAt: string;
  modeReal: string;
  modeTrial: string;
  modeFun: string;
  slotRule: string;
  crashRule: string;
  payTable: string;
  twoCherries: string;
  playing: string;
  win: string;
  noWin: string;
  cashedOut: string;
  crashed: string;
  resumed: string;
  insufficient: string;
  betRange: string;
  cashOutRange: string;
  expired: string;
  failed: string;
  symbols: Record<'SEVEN' | 'BAR' | 'BELL' | 'PLUM' | 'LEMON' | 'CHERRY', string>;
}

const EN: GameTexts = {
  back: 'Back to site',
  balance: 'Balance',
  bet: 'Bet',
  spin: 'Spin',
  play: 'Play',
  cashOutAt: 'Cash out at',
  modeReal: 'Real money',
  modeTrial: 'Trial credit',
  modeFun: 'Free play, no money',
  slotRule: 'Three of a kind on the line wins.',
  crashRule: 'The multiplier climbs from 1.00x until it crashes. Reach your cash-out multiplier first to win.',
  payTable: 'Pay table',
  twoCherries: 'Any two cherries',
  playing: 'Playing…',
  win: 'You won {amount}!',
  noWin: 'No win this time.',
  cashedOut: 'Cashed out at {target}: you won {amount}! (crash at {crash})',
  crashed: 'Crashed at {crash} before {target}: no win.',
  resumed: 'Your unfinished round was settled.',
  insufficient: 'Your balance is too low for this bet.',
  betRange: 'Enter a bet from {min} to {max}.',
  cashOutRange: 'Enter a multiplier from 1.01 to 1000.',
  expired: 'This game session has expired. Open the game again from the site.',
  failed: 'The round could not be played. Please try again.',
  symbols: { SEVEN: 'Seven', BAR: 'Bar', BELL: 'Bell', PLUM: 'Plum', LEMON: 'Lemon', CHERRY: 'Cherry' },
};

const TEXTS: Record<string, GameTexts> = {
  EN,
  CN: {
    back: '返回网站',
    balance: '余额',
    bet: '投注',
    spin: '旋转',
    play: '开始',
    cashOutAt: '兑现倍数',
    modeReal: '真钱',
    modeTrial: '试玩额度',
    modeFun: '免费娱乐，不涉及金钱',
    slotRule: '线上三个相同图案即中奖。',
    crashRule: '倍数从 1.00x 开始上升直到崩盘。在崩盘前达到您的兑现倍数即可获胜。',
    payTable: '赔付表',
    twoCherries: '任意两个樱桃',
    playing: '进行中…',
    win: '您赢得了 {amount}！',
    noWin: '这次没有中奖。',
    cashedOut: '在 {target} 兑现：您赢得了 {amount}！（崩盘于 {crash}）',
    crashed: '在 {target} 之前于 {crash} 崩盘：没有中奖。',
    resumed: '您未完成的一局已结算。',
    insufficient: '您的余额不足以进行此投注。',
    betRange: '请输入 {min} 至 {max} 之间的投注额。',
    cashOutRange: '请输入 1.01 至 1000 之间的倍数。',
    expired: '游戏会话已过期。请从网站重新打开游戏。',
    failed: '本局无法进行，请重试。',
    symbols: { SEVEN: '七', BAR: '横条', BELL: '铃铛', PLUM: '李子', LEMON: '柠檬', CHERRY: '樱桃' },
  },
  TH: {
    back: 'กลับไปที่เว็บไซต์',
    balance: 'ยอดเงิน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    play: 'เล่น',
    cashOutAt: 'ถอนเงินที่',
    modeReal: 'เงินจริง',
    modeTrial: 'เครดิตทดลอง',
    modeFun: 'เล่นฟรี ไม่ใช้เงิน',
    slotRule: 'สัญลักษณ์เหมือนกันสามตัวบนไลน์ชนะ',
    crashRule: 'ตัวคูณเพิ่มขึ้นจาก 1.00x จนกว่าจะแครช ถึงตัวคูณถอนเงินของคุณก่อนจึงจะชนะ',
    payTable: 'ตารางการจ่าย',
    twoCherries: 'เชอร์รี่สองลูกใดก็ได้',
    playing: 'กำลังเล่น…',
    win: 'คุณชนะ {amount}!',
    noWin: 'ครั้งนี้ไม่ชนะ',
    cashedOut: 'ถอนเงินที่ {target}: คุณชนะ {amount}! (แครชที่ {crash})',
    crashed: 'แครชที่ {crash} ก่อนถึง {target}: ไม่ชนะ',
    resumed: 'รอบที่ยังไม่จบของคุณได้รับการชำระแล้ว',
    insufficient: 'ยอดเงินของคุณไม่พอสำหรับการเดิมพันนี้',
    betRange: 'กรอกเดิมพันตั้งแต่ {min} ถึง {max}',
    cashOutRange: 'กรอกตัวคูณตั้งแต่ 1.01 ถึง 1000',
    expired: 'เซสชันเกมหมดอายุแล้ว เปิดเกมอีกครั้งจากเว็บไซต์',
    failed: 'ไม่สามารถเล่นรอบนี้ได้ กรุณาลองอีกครั้ง',
    symbols: { SEVEN: 'เจ็ด', BAR: 'บาร์', BELL: 'ระฆัง', PLUM: 'พลัม', LEMON: 'มะนาว', CHERRY: 'เชอร์รี่' },
  },
  VI: {
    back: 'Quay lại trang',
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    play: 'Chơi',
    cashOutAt: 'Rút tiền tại',
    modeReal: 'Tiền thật',
    modeTrial: 'Tín dụng dùng thử',
    modeFun: 'Chơi vui, không dùng tiền',
    slotRule: 'Ba biểu tượng giống nhau trên hàng sẽ thắng.',
    crashRule: 'Hệ số tăng từ 1.00x cho đến khi sụp. Đạt hệ số rút tiền của bạn trước để thắng.',
    payTable: 'Bảng trả thưởng',
    twoCherries: 'Hai quả anh đào bất kỳ',
    playing: 'Đang chơi…',
    win: 'Bạn thắng {amount}!',
    noWin: 'Lần này không thắng.',
    cashedOut: 'Rút tại {target}: bạn thắng {amount}! (sụp tại {crash})',
    crashed: 'Sụp tại {crash} trước {target}: không thắng.',
    resumed: 'Ván chưa hoàn tất của bạn đã được thanh toán.',
    insufficient: 'Số dư của bạn không đủ cho mức cược này.',
    betRange: 'Nhập mức cược từ {min} đến {max}.',
    cashOutRange: 'Nhập hệ số từ 1.01 đến 1000.',
    expired: 'Phiên trò chơi đã hết hạn. Hãy mở lại trò chơi từ trang web.',
    failed: 'Không thể chơi ván này. Vui lòng thử lại.',
    symbols: { SEVEN: 'Số bảy', BAR: 'Bar', BELL: 'Chuông', PLUM: 'Mận', LEMON: 'Chanh', CHERRY: 'Anh đào' },
  },
  ID: {
    back: 'Kembali ke situs',
    balance: 'Saldo',
    bet: 'Taruhan',
    spin: 'Putar',
    play: 'Main',
    cashOutAt: 'Cairkan pada',
    modeReal: 'Uang asli',
    modeTrial: 'Kredit uji coba',
    modeFun: 'Main gratis, tanpa uang',
    slotRule: 'Tiga simbol sama di garis menang.',
    crashRule: 'Pengali naik dari 1.00x sampai crash. Capai pengali pencairan Anda lebih dulu untuk menang.',
    payTable: 'Tabel pembayaran',
    twoCherries: 'Dua ceri mana saja',
    playing: 'Bermain…',
    win: 'Anda menang {amount}!',
    noWin: 'Kali ini tidak menang.',
    cashedOut: 'Dicairkan pada {target}: Anda menang {amount}! (crash pada {crash})',
    crashed: 'Crash pada {crash} sebelum {target}: tidak menang.',
    resumed: 'Ronde Anda yang belum selesai telah diselesaikan.',
    insufficient: 'Saldo Anda tidak cukup untuk taruhan ini.',
    betRange: 'Masukkan taruhan dari {min} sampai {max}.',
    cashOutRange: 'Masukkan pengali dari 1.01 sampai 1000.',
    expired: 'Sesi permainan telah berakhir. Buka kembali permainan dari situs.',
    failed: 'Ronde tidak dapat dimainkan. Silakan coba lagi.',
    symbols: { SEVEN: 'Tujuh', BAR: 'Bar', BELL: 'Lonceng', PLUM: 'Plum', LEMON: 'Lemon', CHERRY: 'Ceri' },
  },
  'PT-BR': {
    back: 'Voltar ao site',
    balance: 'Saldo',
    bet: 'Aposta',
    spin: 'Girar',
    play: 'Jogar',
    cashOutAt: 'Sacar em',
    modeReal: 'Dinheiro real',
    modeTrial: 'Crédito de teste',
    modeFun: 'Jogo grátis, sem dinheiro',
    slotRule: 'Três símbolos iguais na linha ganham.',
    crashRule:
      'O multiplicador sobe a partir de 1.00x até quebrar. Alcance seu multiplicador de saque antes para ganhar.',
    payTable: 'Tabela de pagamentos',
    twoCherries: 'Quaisquer duas cerejas',
    playing: 'Jogando…',
    win: 'Você ganhou {amount}!',
    noWin: 'Sem prêmio desta vez.',
    cashedOut: 'Sacado em {target}: você ganhou {amount}! (quebrou em {crash})',
    crashed: 'Quebrou em {crash} antes de {target}: sem prêmio.',
    resumed: 'Sua rodada inacabada foi liquidada.',
    insufficient: 'Seu saldo é insuficiente para esta aposta.',
    betRange: 'Digite uma aposta de {min} a {max}.',
    cashOutRange: 'Digite um multiplicador de 1.01 a 1000.',
    expired: 'A sessão do jogo expirou. Abra o jogo novamente pelo site.',
    failed: 'Não foi possível jogar a rodada. Tente novamente.',
    symbols: { SEVEN: 'Sete', BAR: 'Bar', BELL: 'Sino', PLUM: 'Ameixa', LEMON: 'Limão', CHERRY: 'Cereja' },
  },
  HI: {
    back: 'साइट पर वापस जाएँ',
    balance: 'बैलेंस',
    bet: 'दांव',
    spin: 'घुमाएँ',
    play: 'खेलें',
    cashOutAt: 'कैश आउट पर',
    modeReal: 'असली पैसा',
    modeTrial: 'ट्रायल क्रेडिट',
    modeFun: 'मुफ़्त खेल, बिना पैसे',
    slotRule: 'लाइन पर तीन एक जैसे चिह्न जीतते हैं।',
    crashRule: 'गुणक 1.00x से बढ़ता है जब तक क्रैश न हो। जीतने के लिए पहले अपने कैश-आउट गुणक तक पहुँचें।',
    payTable: 'भुगतान तालिका',
    twoCherries: 'कोई भी दो चेरी',
    playing: 'खेल जारी…',
    win: 'आपने {amount} जीते!',
    noWin: 'इस बार कोई जीत नहीं।',
    cashedOut: '{target} पर कैश आउट: आपने {amount} जीते! ({crash} पर क्रैश)',
    crashed: '{target} से पहले {crash} पर क्रैश: कोई जीत नहीं।',
    resumed: 'आपका अधूरा राउंड निपटा दिया गया।',
    insufficient: 'इस दांव के लिए आपका बैलेंस कम है।',
    betRange: '{min} से {max} तक का दांव दर्ज करें।',
    cashOutRange: '1.01 से 1000 तक का गुणक दर्ज करें।',
    expired: 'गेम सत्र समाप्त हो गया है। साइट से गेम फिर से खोलें।',
    failed: 'राउंड नहीं खेला जा सका। कृपया फिर से प्रयास करें।',
    symbols: { SEVEN: 'सात', BAR: 'बार', BELL: 'घंटी', PLUM: 'आलूबुखारा', LEMON: 'नींबू', CHERRY: 'चेरी' },
  },
  KO: {
    back: '사이트로 돌아가기',
    balance: '잔액',
    bet: '베팅',
    spin: '스핀',
    play: '플레이',
    cashOutAt: '캐시아웃 배수',
    modeReal: '실제 머니',
    modeTrial: '체험 크레딧',
    modeFun: '무료 플레이, 돈 없음',
    slotRule: '라인에 같은 심볼 세 개가 나오면 당첨입니다.',
    crashRule: '배수는 1.00x부터 크래시될 때까지 오릅니다. 캐시아웃 배수에 먼저 도달하면 승리합니다.',
    payTable: '배당표',
    twoCherries: '아무 체리 두 개',
    playing: '플레이 중…',
    win: '{amount} 당첨!',
    noWin: '이번에는 당첨되지 않았습니다.',
    cashedOut: '{target}에서 캐시아웃: {amount} 당첨! ({crash}에서 크래시)',
    crashed: '{target} 전에 {crash}에서 크래시: 당첨 없음.',
    resumed: '끝나지 않은 라운드가 정산되었습니다.',
    insufficient: '이 베팅을 하기에 잔액이 부족합니다.',
    betRange: '{min}에서 {max} 사이의 베팅을 입력하세요.',
    cashOutRange: '1.01에서 1000 사이의 배수를 입력하세요.',
    expired: '게임 세션이 만료되었습니다. 사이트에서 게임을 다시 여세요.',
    failed: '라운드를 진행할 수 없습니다. 다시 시도하세요.',
    symbols: { SEVEN: '세븐', BAR: '바', BELL: '벨', PLUM: '자두', LEMON: '레몬', CHERRY: '체리' },
  },
  JA: {
    back: 'サイトに戻る',
    balance: '残高',
    bet: 'ベット',
    spin: 'スピン',
    play: 'プレイ',
    cashOutAt: 'キャッシュアウト倍率',
    modeReal: 'リアルマネー',
    modeTrial: 'トライアルクレジット',
    modeFun: '無料プレイ（お金は使いません）',
    slotRule: 'ライン上に同じシンボルが3つ揃うと当たりです。',
    crashRule: '倍率は 1.00x からクラッシュするまで上がります。先にキャッシュアウト倍率に届けば勝ちです。',
    payTable: '配当表',
    twoCherries: '任意のチェリー2つ',
    playing: 'プレイ中…',
    win: '{amount} の勝ち！',
    noWin: '今回は当たりなし。',
    cashedOut: '{target} でキャッシュアウト：{amount} の勝ち！（{crash} でクラッシュ）',
    crashed: '{target} の前に {crash} でクラッシュ：当たりなし。',
    resumed: '未完了のラウンドを精算しました。',
    insufficient: 'このベットには残高が足りません。',
    betRange: '{min} から {max} までのベットを入力してください。',
    cashOutRange: '1.01 から 1000 までの倍率を入力してください。',
    expired: 'ゲームセッションの有効期限が切れました。サイトからゲームを開き直してください。',
    failed: 'ラウンドをプレイできませんでした。もう一度お試しください。',
    symbols: { SEVEN: 'セブン', BAR: 'バー', BELL: 'ベル', PLUM: 'プラム', LEMON: 'レモン', CHERRY: 'チェリー' },
  },
};

/** The page's language code for `lang` (EN, CN, PT-BR, ...): the asked one when the provider speaks it, else EN. */
export function gameLanguage(lang: string | undefined): string {
  const code = (lang ?? '').trim().toUpperCase().replace('_', '-');
  return code in TEXTS ? code : 'EN';
}

export function gameTexts(lang: string | undefined): GameTexts {
  return TEXTS[gameLanguage(lang)] ?? EN;
}

/** The `lang` attribute of the page (BCP 47). */
export function htmlLang(code: string): string {
  return ({ CN: 'zh-CN', 'PT-BR': 'pt-BR' } as Record<string, string>)[code] ?? code.toLowerCase();
}
