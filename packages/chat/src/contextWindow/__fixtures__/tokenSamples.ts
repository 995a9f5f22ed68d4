/**
 * Texts of the kinds people paste into a chat, written for this test, to hold the token
 * estimator against the o200k tokenizer (`estimateTokens.test.ts`).
 */
export const TOKEN_SAMPLES: Record<string, string> = {
  'English prose': `The lighthouse keeper had not seen a ship in eleven days. Each morning he climbed the
iron stairs, wiped the salt from the great lens, and wrote the same line in the log: "Sea calm,
horizon empty." On the twelfth day the fog came in so thick that he could not see the rocks below
the gallery, and he lit the lamp at noon, which the regulations did not allow. Nobody would ever
know whether it mattered. But that evening a fishing boat limped into the harbour with a broken
mast, and its captain walked up the hill to shake his hand without saying a word.`,
  'English question with markdown': `Can you help me plan a three-day trip to Lisbon in late October?

- I like **museums**, old bookshops and long walks.
- Budget: about €120 per day, not counting the hotel.
- I don't want to rent a car; trams and trains are fine.

Please give me a day-by-day plan, and mention anything I should book in advance (e.g. the
Belém tower, or a fado evening). Also: is a day trip to Sintra worth it, or too crowded?`,
  'TypeScript code': `export async function retry<T>(task: () => Promise<T>, attempts = 3, delayMs = 250): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      if (i < attempts - 1) await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** i));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

const users = await retry(() => fetch('/api/users?limit=50').then((r) => r.json() as Promise<User[]>));
console.log(users.filter((u) => u.active).map((u) => \`\${u.id}: \${u.name}\`).join('\\n'));`,
  'Python code': `import csv
from collections import defaultdict


def totals_by_month(path: str) -> dict[str, float]:
    """Sum the amount column of a bank export per YYYY-MM."""
    totals: dict[str, float] = defaultdict(float)
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.DictReader(handle):
            month = row["date"][:7]
            totals[month] += float(row["amount"].replace(",", "."))
    return dict(sorted(totals.items()))


if __name__ == "__main__":
    for month, total in totals_by_month("export.csv").items():
        print(f"{month}: {total:>10.2f}")`,
  JSON: `{"orderId":"A-20931","createdAt":"2024-11-03T09:14:27Z","customer":{"name":"Ines Duarte","email":"ines.duarte@example.org","vip":false},"items":[{"sku":"BK-1182","title":"The Silent Coast","qty":2,"price":14.9},{"sku":"PN-0042","title":"Fountain pen, blue","qty":1,"price":32.5}],"shipping":{"method":"standard","cost":4.95,"address":"Rua das Flores 18, 1200-195 Lisboa"},"total":67.25}`,
  'Chinese prose': `清晨的雨下得不大，却一直没有停。老街上的店铺陆续开了门，卖豆浆的摊子前排起了短短的队伍。
她撑着一把旧伞，慢慢走过石板路，想起小时候外婆总在这个季节腌咸菜，屋子里到处是盐和阳光的味道。
如今外婆已经不在了，那间老屋也租给了别人，可每当闻到雨后泥土的气息，她还是会停下脚步，
仿佛只要再往前走几步，就能听见有人在院子里喊她回家吃饭。`,
  'Chinese question': `请帮我写一封邮件，向房东说明下个月的房租会晚交一周。原因是公司的工资发放日期推迟了。
语气要礼貌但不要太卑微，最好能提出愿意支付少量滞纳金，并询问对方是否可以接受。谢谢！`,
  'Japanese prose': `駅前の小さな喫茶店は、朝七時に店を開ける。常連の老人は毎日同じ窓際の席に座り、
新聞を丁寧にたたんでからコーヒーを注文する。店主は何も聞かずにいつもの豆を挽き始める。
この町では、そういう静かな約束がいくつも続いている。`,
  'Russian prose': `Поезд опаздывал уже на сорок минут, и на перроне становилось всё холоднее. Девочка в
красной шапке держала отца за рукав и каждые пять минут спрашивала, скоро ли приедет бабушка.
Отец терпеливо отвечал, что скоро, хотя сам давно перестал верить табло. Когда наконец вдали
показались огни, девочка так обрадовалась, что уронила варежку прямо на рельсы.`,
  'Korean prose': `오늘 아침에는 비가 조금 내렸지만 오후가 되자 하늘이 맑아졌다. 우리는 오래된 서점에 들러
책을 몇 권 고르고, 근처 카페에서 따뜻한 차를 마시며 여행 계획을 세웠다. 다음 달에는 바닷가 마을에 가 보기로 했다.`,
  'French prose': `Le marché ouvre à sept heures, mais les meilleurs fromages sont déjà partis à huit.
Madame Perrin le sait bien : elle arrive toujours la première, son panier d'osier au bras, et
salue chaque marchand par son prénom. « Vous avez encore du comté de dix-huit mois ? » demande-t-elle.`,
  'Vietnamese prose': `Buổi sáng ở Hà Nội bắt đầu rất sớm. Những gánh hàng rong đi qua các con phố nhỏ,
mùi phở và cà phê lan khắp nơi. Người già tập thể dục bên hồ, còn học sinh vội vã đạp xe đến trường.`,
  'Emoji chat': `omg 😂😂 that was the best concert ever 🎸🔥🔥 thank you for the tickets!! 🙏❤️
see you next week at the beach 🏖️🌊☀️ bring snacks 🍉🍪 and the dog 🐶👍🏽`,
  'Mixed Chinese and English': `我们在 React 18 里用 useEffect 订阅 WebSocket，但组件卸载以后还会收到 message 事件，
控制台报 "Can't perform a React state update on an unmounted component"。应该在 cleanup 里调用 socket.close() 吗？`,
  'Numbers and table': `| Quarter | Revenue (USD) | Growth |
|---------|--------------:|-------:|
| Q1 2023 | 1,204,550.00 | 3.2% |
| Q2 2023 | 1,318,902.75 | 9.5% |
| Q3 2023 | 1,290,114.10 | -2.2% |
| Q4 2023 | 1,452,870.40 | 12.6% |
Call +1 (415) 555-0199 or write to billing@example.com before 2024-01-31.`,
  'German prose': `Als der Zug endlich in den Bahnhof einfuhr, hatte es längst aufgehört zu schneien. Die
Reisenden drängten sich an den Türen, jeder wollte zuerst hinaus in die kalte, klare Abendluft. Nur
ein älterer Herr blieb sitzen, faltete seine Zeitung sorgfältig zusammen und sah noch eine Weile
aus dem Fenster, als warte er auf jemanden, der nicht mehr kommen würde.`,
  'Spanish question': `¿Alguien sabe cómo cambiar la contraseña del router sin perder la configuración de la red?
Lo intenté desde el panel de administración, pero cada vez que guardo los cambios se reinicia y
vuelve a los valores de fábrica. Tengo un modelo bastante antiguo, de hace unos ocho años.`,
  'Turkish prose': `Sabah erkenden yola çıktık ve öğleye doğru küçük bir köye vardık. Köyün meydanında yaşlı
bir çınar ağacı vardı; altında oturan adamlar bize çay ikram etti ve nereden geldiğimizi sordu.`,
  'Shell session': `$ git clone https://github.com/example/notes-app.git && cd notes-app
$ npm ci --no-audit
added 412 packages in 18s
$ PORT=8080 NODE_ENV=production node server.js
[2024-05-14 10:22:03] info: listening on http://0.0.0.0:8080 (pid 48211)
$ curl -s localhost:8080/healthz | jq .status
"ok"`,
  'HTML and CSS': `<section class="card card--featured" aria-labelledby="title-42">
  <h2 id="title-42">Autumn reading list</h2>
  <ul>
    <li><a href="/books/silent-coast">The Silent Coast</a> &mdash; 312 pages</li>
    <li><a href="/books/winter-orchard">Winter Orchard</a> &mdash; 198 pages</li>
  </ul>
</section>
<style>
  .card--featured { border: 2px solid #c9a227; border-radius: 12px; padding: 1.5rem 2rem; }
  .card--featured h2 { margin: 0 0 0.75rem; font: 600 1.25rem/1.3 Georgia, serif; }
</style>`,
  'Chinese technical answer': `这个错误通常是因为跨域请求没有携带正确的响应头。服务器需要在响应中加入
Access-Control-Allow-Origin，并且在预检请求（OPTIONS）里返回允许的方法和请求头。如果你使用的是
Nginx，可以在 location 块里添加相应的 add_header 指令，然后重新加载配置。注意不要把允许的来源设置为
星号，同时又要求携带 Cookie，浏览器会拒绝这种组合。`,
};
