#!/usr/bin/env bash
# Rebuilds every seeded media file under content/uploads/seed from scratch:
# banners, section pictures, honour certificates, leader avatars, logo and favicon,
# QR codes, the four video clips with their posters and the sample PDF notice.
#
# The outputs are committed; run this only to regenerate them (npm run media).
#
# Needs (Debian package names):
#   ffmpeg             - with libx264 and the drawtext filter
#   imagemagick        - ImageMagick 6; the real binary at /usr/bin/convert is used
#   qrencode           - apt-get install -y qrencode
#   fonts-noto-cjk     - Noto Sans CJK SC (regular and bold) for the Chinese captions
#   fontconfig         - fc-match, to locate the font file for ffmpeg
set -euo pipefail
export LC_ALL=C.UTF-8 # character counts of Chinese labels

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/content/uploads/seed"
CONVERT="${CONVERT:-/usr/bin/convert}"
FONT="Noto-Sans-CJK-SC"
FONT_BOLD="Noto-Sans-CJK-SC-Bold"

need() {
  command -v "$1" >/dev/null 2>&1 || {
    echo "generate-media: '$1' is required ($2)" >&2
    exit 1
  }
}
need ffmpeg "apt-get install -y ffmpeg"
need qrencode "apt-get install -y qrencode"
need fc-match "apt-get install -y fontconfig"
[[ -x "$CONVERT" ]] || {
  echo "generate-media: ImageMagick not found at $CONVERT (apt-get install -y imagemagick)" >&2
  exit 1
}
FONTS="$("$CONVERT" -list font)"
[[ "$FONTS" == *"Font: $FONT_BOLD"* ]] || {
  echo "generate-media: font $FONT_BOLD missing (apt-get install -y fonts-noto-cjk)" >&2
  exit 1
}
FONT_FILE="$(fc-match -f '%{file}' 'Noto Sans CJK SC:style=Bold')"

mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

# Web-friendly output settings: progressive JPEG at quality 75, 8-bit PNG without timestamps.
JPG_OPTS=(-strip -depth 8 -sampling-factor 4:2:0 -interlace Plane -quality 75)
PNG_OPTS=(-strip -depth 8 -define png:exclude-chunks=date,time)

log() { printf '  %s\n' "$1"; }

# ---------------------------------------------------------------------------------------------
# Shared drawing pieces
# ---------------------------------------------------------------------------------------------

# Rolling hills (layered polygons) across the bottom of a W x H canvas.
hills() {
  local w=$1 h=$2
  printf "%s" "-fill 'rgba(255,255,255,0.10)' -draw \"polygon 0,$h 0,$((h * 70 / 100)) $((w * 18 / 100)),$((h * 52 / 100)) $((w * 34 / 100)),$((h * 66 / 100)) $((w * 52 / 100)),$((h * 44 / 100)) $((w * 70 / 100)),$((h * 62 / 100)) $((w * 86 / 100)),$((h * 50 / 100)) $w,$((h * 60 / 100)) $w,$h\" "
  printf "%s" "-fill 'rgba(255,255,255,0.16)' -draw \"polygon 0,$h 0,$((h * 82 / 100)) $((w * 22 / 100)),$((h * 70 / 100)) $((w * 42 / 100)),$((h * 80 / 100)) $((w * 62 / 100)),$((h * 68 / 100)) $((w * 80 / 100)),$((h * 78 / 100)) $w,$((h * 72 / 100)) $w,$h\" "
}

# Soft circles used as bokeh-like decoration.
bubbles() {
  local w=$1 h=$2
  printf "%s" "-fill 'rgba(255,255,255,0.07)' -draw \"circle $((w * 82 / 100)),$((h * 28 / 100)) $((w * 82 / 100 + h * 30 / 100)),$((h * 28 / 100))\" "
  printf "%s" "-fill 'rgba(255,255,255,0.06)' -draw \"circle $((w * 92 / 100)),$((h * 70 / 100)) $((w * 92 / 100 + h * 18 / 100)),$((h * 70 / 100))\" "
  printf "%s" "-fill 'rgba(255,255,255,0.05)' -draw \"circle $((w * 64 / 100)),$((h * 12 / 100)) $((w * 64 / 100 + h * 10 / 100)),$((h * 12 / 100))\" "
}

# Sea waves: a few translucent sine-like bands made of bezier curves.
waves() {
  local w=$1 h=$2 i y
  for i in 0 1 2; do
    y=$((h * (62 + i * 10) / 100))
    printf "%s" "-fill none -stroke 'rgba(255,255,255,0.$((22 - i * 5)))' -strokewidth $((h / 90 + 1)) -draw \"bezier 0,$y $((w / 4)),$((y - h / 10)) $((w / 2)),$((y + h / 10)) $((w * 3 / 4)),$y\" -draw \"bezier $((w * 3 / 4)),$y $((w * 7 / 8)),$((y - h / 14)) $w,$((y + h / 20)) $w,$y\" -stroke none "
  done
}

# A dotted data grid, used on technology pictures.
grid() {
  local w=$1 h=$2 step=$3 x y s=""
  for ((x = step; x < w; x += step)); do
    s+="line $x,0 $x,$h "
  done
  for ((y = step; y < h; y += step)); do
    s+="line 0,$y $w,$y "
  done
  printf "%s" "-fill none -stroke 'rgba(255,255,255,0.10)' -strokewidth 1 -draw \"$s\" -stroke none "
}

# Hexagon outlines (network security motif) in the right half of the canvas.
hexes() {
  local w=$1 h=$2 r=$3 cx cy i j s=""
  for ((i = 0; i < 5; i++)); do
    for ((j = 0; j < 4; j++)); do
      cx=$((w * 55 / 100 + i * r * 17 / 10 + (j % 2) * r * 85 / 100))
      cy=$((h * 18 / 100 + j * r * 15 / 10))
      s+="polygon $((cx + r)),$cy $((cx + r / 2)),$((cy + r * 87 / 100)) $((cx - r / 2)),$((cy + r * 87 / 100)) $((cx - r)),$cy $((cx - r / 2)),$((cy - r * 87 / 100)) $((cx + r / 2)),$((cy - r * 87 / 100)) "
    done
  done
  printf "%s" "-fill none -stroke 'rgba(255,255,255,0.14)' -strokewidth 2 -draw \"$s\" -stroke none "
}

# A stylised QR-code block (not scannable; decoration only) at x,y with module size m.
qrblock() {
  local x=$1 y=$2 m=$3 s="" i j
  local pattern=(1111111010 1000001101 1011101011 1011101100 1011101011 1000001010 1111111011 0010110101 1101011011 0110101101)
  for ((i = 0; i < 10; i++)); do
    for ((j = 0; j < 10; j++)); do
      [[ "${pattern[$i]:$j:1}" == 1 ]] && s+="rectangle $((x + j * m)),$((y + i * m)) $((x + j * m + m - 1)),$((y + i * m + m - 1)) "
    done
  done
  printf "%s" "-fill 'rgba(255,255,255,0.92)' -draw \"roundrectangle $((x - m)),$((y - m)) $((x + 11 * m)),$((y + 11 * m)) $m,$m\" -fill '#0b3d91' -draw \"$s\" "
}

# A bar chart, bottom-right, for data pictures.
bars() {
  local w=$1 h=$2 i bw x top s=""
  local heights=(35 55 42 70 62 85)
  bw=$((w / 40))
  for ((i = 0; i < 6; i++)); do
    x=$((w * 62 / 100 + i * bw * 2))
    top=$((h * 86 / 100 - h * heights[i] / 200))
    s+="rectangle $x,$top $((x + bw)),$((h * 86 / 100)) "
  done
  printf "%s" "-fill 'rgba(255,255,255,0.28)' -draw \"$s\" "
}

# scene FILE W H COLOR1 COLOR2 ANGLE TITLE SUBTITLE DECORATION
# A gradient picture with decoration and a two-line caption in the lower left.
scene() {
  local file=$1 w=$2 h=$3 c1=$4 c2=$5 angle=$6 title=$7 subtitle=$8 deco=$9
  local tsize=$((h / 9)) ssize=$((h / 22))
  eval "\"$CONVERT\" -size ${w}x${h} -define gradient:angle=$angle gradient:'$c1-$c2' $deco \
    -font $FONT_BOLD -pointsize $tsize -fill white -annotate +$((w / 16))+$((h * 42 / 100)) \"\$title\" \
    -font $FONT -pointsize $ssize -fill 'rgba(255,255,255,0.88)' -annotate +$((w / 16))+$((h * 42 / 100 + ssize * 22 / 10)) \"\$subtitle\" \
    \"\${JPG_OPTS[@]}\" \"\$OUT/$file\""
  log "$file"
}

# ---------------------------------------------------------------------------------------------
# Banners (1920x600) for the home page carousel
# ---------------------------------------------------------------------------------------------
echo "banners"
banner() {
  local file=$1 c1=$2 c2=$3 angle=$4 title=$5 subtitle=$6 tag=$7 deco=$8
  eval "\"$CONVERT\" -size 1920x600 -define gradient:angle=$angle gradient:'$c1-$c2' $deco \
    -fill 'rgba(255,255,255,0.16)' -draw 'roundrectangle 200,150 $((200 + ${#tag} * 30 + 56)),200 25,25' \
    -font $FONT -pointsize 26 -fill white -annotate +228+185 \"\$tag\" \
    -font $FONT_BOLD -pointsize 84 -fill white -annotate +200+320 \"\$title\" \
    -font $FONT -pointsize 34 -fill 'rgba(255,255,255,0.9)' -annotate +200+392 \"\$subtitle\" \
    -fill 'rgba(255,255,255,0.85)' -draw 'rectangle 200,430 300,436' \
    \"\${JPG_OPTS[@]}\" \"\$OUT/$file\""
  log "$file"
}
banner banner-1.jpg '#0a2f7a' '#1e88e5' 110 "一码在手，畅游山东" "山东文旅云 · 全域智慧文旅服务平台" "文旅一码通" \
  "$(hills 1920 600)$(bubbles 1920 600)$(qrblock 1440 170 22)"
banner banner-2.jpg '#00695c' '#1565c0' 100 "数字赋能  文旅融合" "以数据驱动文化和旅游产业高质量发展" "智慧文旅" \
  "$(waves 1920 600)$(bubbles 1920 600)$(bars 1920 600)"
banner banner-3.jpg '#1a237e' '#6a1b9a' 120 "守护数据安全  共建可信文旅" "等级保护 · 数据治理 · 安全运营一体化服务" "网络安全" \
  "$(grid 1920 600 60)$(hexes 1920 600 60)"

# ---------------------------------------------------------------------------------------------
# Home page news and party-building pictures, partner platforms
# ---------------------------------------------------------------------------------------------
echo "home pictures"
scene news-1.jpg 960 420 '#0d47a1' '#42a5f5' 120 "文旅一码通平台全面升级" "覆盖全省重点景区与文博场馆" "$(hills 960 420)$(qrblock 740 90 14)"
scene news-2.jpg 960 420 '#004d40' '#26a69a' 110 "文旅大数据中心启用" "数据汇聚 · 监测预警 · 决策支持" "$(grid 960 420 40)$(bars 960 420)"
scene news-3.jpg 960 420 '#bf360c' '#ffa726' 115 "智慧景区建设现场推进会" "标准引领  场景落地" "$(hills 960 420)$(bubbles 960 420)"

party_pic() {
  local file=$1 title=$2 subtitle=$3
  "$CONVERT" -size 960x420 -define gradient:angle=110 gradient:'#8e0000-#d32f2f' \
    -fill 'rgba(255,214,102,0.10)' -draw "polygon 960,0 560,0 960,260" -draw "polygon 960,420 700,420 960,200" \
    -fill 'rgba(255,214,102,0.85)' -draw "polygon 820,70 832,106 870,106 839,128 851,164 820,142 789,164 801,128 770,106 808,106" \
    -fill 'rgba(255,214,102,0.9)' -draw "rectangle 60,300 160,306" \
    -font "$FONT_BOLD" -pointsize 46 -fill '#ffe082' -annotate +60+200 "$title" \
    -font "$FONT" -pointsize 22 -fill 'rgba(255,255,255,0.92)' -annotate +60+258 "$subtitle" \
    "${JPG_OPTS[@]}" "$OUT/$file"
  log "$file"
}
party_pic party-1.jpg "党建引领  创新发展" "以高质量党建推动企业高质量发展"
party_pic party-2.jpg "清风文旅  廉洁从业" "筑牢廉洁防线  涵养清朗风气"
party_pic party-3.jpg "学思践悟  砥砺前行" "党员学习教育常态化长效化"

network_pic() {
  local file=$1 c1=$2 c2=$3 title=$4 subtitle=$5
  "$CONVERT" -size 600x240 -define gradient:angle=120 gradient:"$c1-$c2" \
    -fill 'rgba(255,255,255,0.10)' -draw "circle 520,60 600,60" -draw "circle 470,210 520,210" \
    -fill 'rgba(255,255,255,0.9)' -draw "roundrectangle 40,56 96,112 12,12" \
    -fill "$c1" -draw "polygon 48,104 62,80 72,92 80,74 90,104" \
    -font "$FONT_BOLD" -pointsize 34 -fill white -annotate +116+96 "$title" \
    -font "$FONT" -pointsize 18 -fill 'rgba(255,255,255,0.88)' -annotate +40+170 "$subtitle" \
    "${JPG_OPTS[@]}" "$OUT/$file"
  log "$file"
}
network_pic network-1.jpg '#1565c0' '#4fc3f7' "好客山东·云游" "全省文旅资源一站式服务平台"
network_pic network-2.jpg '#00796b' '#4db6ac' "文旅一码通" "预约 · 购票 · 入园 · 消费  一码通行"
network_pic network-3.jpg '#e65100' '#ffb74d' "智慧景区管理" "客流监测 · 安全预警 · 综合调度"
network_pic network-4.jpg '#4527a0' '#9575cd' "文旅大数据中心" "数据汇聚治理  辅助科学决策"

# ---------------------------------------------------------------------------------------------
# Article pictures (800x450)
# ---------------------------------------------------------------------------------------------
echo "article pictures"
scene pic-platform.jpg 800 450 '#0d47a1' '#29b6f6' 120 "智慧文旅服务平台" "一部手机游山东" "$(grid 800 450 40)$(qrblock 590 110 14)"
scene pic-datacenter.jpg 800 450 '#01579b' '#00838f' 110 "文旅大数据中心" "实时监测  智能分析" "$(grid 800 450 32)$(bars 800 450)"
scene pic-meeting.jpg 800 450 '#37474f' '#546e7a' 120 "工作会议" "凝心聚力  谋篇开局" "$(bubbles 800 450)"
scene pic-scenic.jpg 800 450 '#1b5e20' '#66bb6a' 100 "山水圣人" "全域旅游  诗意栖居" "$(hills 800 450)$(bubbles 800 450)"
scene pic-coast.jpg 800 450 '#0277bd' '#4dd0e1' 100 "仙境海岸" "滨海文旅新体验" "$(waves 800 450)$(bubbles 800 450)"
scene pic-party.jpg 800 450 '#8e0000' '#e53935' 110 "党建引领" "不忘初心  牢记使命" "$(bubbles 800 450)"
scene pic-security.jpg 800 450 '#1a237e' '#3949ab' 120 "网络安全" "纵深防御  主动免疫" "$(grid 800 450 40)$(hexes 800 450 30)"
scene pic-team.jpg 800 450 '#e65100' '#ffb300' 110 "团队风采" "奋斗者  正青春" "$(bubbles 800 450)$(hills 800 450)"
scene pic-culture.jpg 800 450 '#4e342e' '#a1887f' 110 "齐鲁文化" "守正创新  数字传承" "$(hills 800 450)"
scene pic-recruit.jpg 800 450 '#00695c' '#26c6da' 120 "诚聘英才" "与数字文旅共成长" "$(bubbles 800 450)$(grid 800 450 50)"
scene pic-reading.jpg 800 450 '#5d4037' '#8d6e63' 120 "书香文旅" "读书会 · 悦读越美" "$(bubbles 800 450)"
scene pic-ticket.jpg 800 450 '#0d47a1' '#7e57c2' 120 "文旅一码通" "扫码入园  无感通行" "$(qrblock 600 120 16)"
scene pic-research.jpg 800 450 '#263238' '#00897b' 120 "科研创新" "关键技术攻关与成果转化" "$(grid 800 450 30)$(bars 800 450)"

# Organisation chart drawn as boxes and connectors.
org_box() { # x y w label
  printf "%s" "-fill '#1565c0' -draw \"roundrectangle $1,$2 $(($1 + $3)),$(($2 + 44)) 8,8\" -fill white -annotate +$(($1 + ($3 - ${#4} * 18) / 2))+$(($2 + 29)) '$4' "
}
eval "\"$CONVERT\" -size 800x450 xc:'#f5f8fc' -font $FONT -pointsize 18 \
  -stroke '#90a4ae' -strokewidth 2 -draw 'line 400,64 400,110 line 400,150 400,180 line 100,180 700,180 line 100,180 100,206 line 250,180 250,206 line 400,180 400,206 line 550,180 550,206 line 700,180 700,206 line 100,250 100,300 line 250,250 250,300 line 400,250 400,300 line 550,250 550,300 line 700,250 700,300' -stroke none \
  $(org_box 340 20 120 董事会) $(org_box 340 108 120 经营层) \
  $(org_box 40 206 120 综合管理部) $(org_box 190 206 120 党群工作部) $(org_box 340 206 120 平台运营中心) $(org_box 490 206 120 技术研发中心) $(org_box 640 206 120 安全服务中心) \
  $(org_box 40 300 120 财务审计部) $(org_box 190 300 120 纪检监察室) $(org_box 340 300 120 市场拓展部) $(org_box 490 300 120 数据资源部) $(org_box 640 300 120 安全运营部) \
  -fill '#607d8b' -pointsize 16 -annotate +300+420 '山东文旅云智能科技有限公司组织架构图' \
  \"\${JPG_OPTS[@]}\" \"\$OUT/pic-org.jpg\""
log pic-org.jpg

# ---------------------------------------------------------------------------------------------
# Honour certificates (800x600) and the fallback picture
# ---------------------------------------------------------------------------------------------
echo "honours"
honor() {
  local file=$1 kind=$2 line1=$3 line2=$4 issuer=$5
  "$CONVERT" -size 800x600 -define gradient:angle=90 gradient:'#fffaf0-#f6ead0' \
    -fill none -stroke '#b8860b' -strokewidth 14 -draw "rectangle 18,18 781,581" \
    -stroke '#d4af37' -strokewidth 3 -draw "rectangle 44,44 755,555" \
    -stroke '#d4af37' -strokewidth 1 -draw "rectangle 52,52 747,547" -stroke none \
    -fill '#d4af37' -draw "polygon 400,78 410,100 434,100 415,114 422,138 400,124 378,138 385,114 366,100 390,100" \
    -font "$FONT_BOLD" -pointsize 64 -fill '#b71c1c' -gravity north -annotate +0+160 "$kind" \
    -font "$FONT_BOLD" -pointsize 30 -fill '#3e2723' -annotate +0+280 "$line1" \
    -font "$FONT" -pointsize 26 -fill '#3e2723' -annotate +0+330 "$line2" \
    -font "$FONT" -pointsize 22 -fill '#5d4037' -gravity southeast -annotate +110+120 "$issuer" \
    -gravity northwest -fill none -stroke 'rgba(198,40,40,0.55)' -strokewidth 5 -draw "circle 560,440 610,440" -stroke none \
    -fill 'rgba(198,40,40,0.45)' -draw "polygon 560,410 567,431 589,431 571,444 578,465 560,452 542,465 549,444 531,431 553,431" \
    "${JPG_OPTS[@]}" "$OUT/$file"
  log "$file"
}
honor honor-1.jpg "荣誉证书" "山东文旅云智能科技有限公司" "被认定为高新技术企业" "山东省科学技术厅  二〇二二年"
honor honor-2.jpg "荣誉证书" "山东文旅云智能科技有限公司" "专精特新中小企业" "山东省工业和信息化厅  二〇二三年"
honor honor-3.jpg "奖  牌" "文旅一码通服务平台" "智慧旅游创新项目" "文化和旅游行业评选  二〇二三年"
honor honor-4.jpg "证  书" "山东省智慧文旅数据融合" "重点实验室" "二〇二四年"
honor honor-5.jpg "荣誉证书" "山东文旅云智能科技有限公司" "网络安全保障先进单位" "二〇二五年"
honor honor-6.jpg "荣誉证书" "山东文旅云智能科技有限公司党支部" "先进基层党组织" "二〇二四年"

# The honours fallback picture, and its English twin for English pages (docs/decisions/011).
fallback_picture() { # file title subtitle
  "$CONVERT" -size 800x600 xc:'#eef1f5' \
    -fill none -stroke '#c5ccd6' -strokewidth 6 -draw "rectangle 24,24 775,575" -stroke none \
    -fill '#c5ccd6' -draw "roundrectangle 330,170 470,290 16,16" -draw "rectangle 390,290 410,340" -draw "roundrectangle 340,340 460,362 6,6" \
    -draw "circle 330,214 306,214" -draw "circle 470,214 494,214" \
    -fill '#eef1f5' -draw "circle 330,214 316,214" -draw "circle 470,214 484,214" \
    -font "$FONT_BOLD" -pointsize 34 -fill '#8a94a6' -gravity north -annotate +0+400 "$2" \
    -font "$FONT" -pointsize 22 -fill '#a0a9b8' -annotate +0+452 "$3" \
    "${PNG_OPTS[@]}" -colors 32 "$OUT/$1"
  log "$1"
}
fallback_picture honor-fallback.png "荣誉证书" "图片暂未上传"
fallback_picture honor-fallback-en.png "Certificate" "Picture not uploaded yet"

# ---------------------------------------------------------------------------------------------
# Leader avatars (400x400, abstract silhouettes)
# ---------------------------------------------------------------------------------------------
echo "avatars"
avatar() {
  local file=$1 c1=$2 c2=$3
  "$CONVERT" -size 400x400 -define gradient:angle=135 gradient:"$c1-$c2" \
    -fill 'rgba(255,255,255,0.10)' -draw "circle 330,80 400,80" \
    -fill 'rgba(255,255,255,0.88)' -draw "circle 200,160 200,82" \
    -draw "ellipse 200,400 140,150 180,360" \
    -fill 'rgba(255,255,255,0.35)' -draw "polygon 200,262 182,300 200,400 218,300" \
    "${JPG_OPTS[@]}" "$OUT/$file"
  log "$file"
}
avatar leader-1.jpg '#0d47a1' '#42a5f5'
avatar leader-2.jpg '#00695c' '#4db6ac'
avatar leader-3.jpg '#6a1b9a' '#ba68c8'

# ---------------------------------------------------------------------------------------------
# Logo (480x120, transparent) and favicon (32x32)
# ---------------------------------------------------------------------------------------------
echo "logo"
"$CONVERT" -size 480x120 xc:none \
  -fill '#165dff' -draw "roundrectangle 8,12 104,108 22,22" \
  -fill white -draw "polygon 22,90 44,50 58,68 72,40 92,90" \
  -fill '#7fd3ff' -draw "circle 78,34 86,34" \
  -font "$FONT_BOLD" -pointsize 42 -fill '#0b2f7a' -annotate +124+62 "山东文旅云" \
  -font "$FONT" -pointsize 17 -fill '#4e5969' -annotate +126+94 "SHANDONG CULTURE & TOURISM CLOUD" \
  "${PNG_OPTS[@]}" "$OUT/logo.png"
log logo.png
"$CONVERT" -size 128x128 xc:none \
  -fill '#165dff' -draw "roundrectangle 0,0 127,127 26,26" \
  -fill white -draw "polygon 16,104 46,52 64,76 84,40 112,104" \
  -fill '#7fd3ff' -draw "circle 92,30 102,30" \
  -resize 32x32 "${PNG_OPTS[@]}" "$OUT/favicon.png"
log favicon.png

# ---------------------------------------------------------------------------------------------
# QR codes (real, scannable)
# ---------------------------------------------------------------------------------------------
echo "qr codes"
BUY_URL="https://www.sdta.cn/"
# The footer's official code leads to the tourism platform the company runs (its ticket pass is sold there too).
OFFICIAL_URL="https://www.sdta.cn/"
qrencode -o "$TMP/qr.png" -s 6 -m 2 -l M "$OFFICIAL_URL"
"$CONVERT" "$TMP/qr.png" "${PNG_OPTS[@]}" "$OUT/qr-code.png"
log qr-code.png
qrencode -o "$TMP/buy.png" -s 6 -m 2 -l M "$BUY_URL"
"$CONVERT" "$TMP/buy.png" "${PNG_OPTS[@]}" "$OUT/buy-qr.png"
log buy-qr.png

# ---------------------------------------------------------------------------------------------
# Video clips (5 s, 640x360, H.264 baseline, yuv420p, no audio) and posters
# ---------------------------------------------------------------------------------------------
echo "videos"
X264=(-c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset medium -crf 28
  -maxrate 480k -bufsize 960k -r 25 -g 50 -an -movflags +faststart -map_metadata -1
  -fflags +bitexact -flags:v +bitexact -threads 1)
caption() { # text size y box
  printf "drawtext=fontfile='%s':text='%s':fontsize=%s:fontcolor=white:x=(w-text_w)/2:y=%s:box=1:boxcolor=black@0.35:boxborderw=14" \
    "$FONT_FILE" "$1" "$2" "$3"
}
clip() { # id input-args... -- filter
  local id=$1
  shift
  local args=()
  while [[ $1 != -- ]]; do
    args+=("$1")
    shift
  done
  shift
  ffmpeg -hide_banner -loglevel error -y "${args[@]}" -vf "$1" -t 5 "${X264[@]}" "$OUT/video-$id.mp4"
  ffmpeg -hide_banner -loglevel error -y -ss 2.5 -i "$OUT/video-$id.mp4" -frames:v 1 "$TMP/poster-$id.png"
  "$CONVERT" "$TMP/poster-$id.png" "${JPG_OPTS[@]}" "$OUT/video-$id.jpg"
  log "video-$id.mp4 + video-$id.jpg"
}

clip 3 -f lavfi -i "mandelbrot=s=640x360:r=25:start_scale=2.2:end_scale=0.6:outer=normalized_iteration_count" -- \
  "hue=s=0,lutrgb=r=val*0.35:g=val*0.65:b=val,$(caption '智慧文旅  数字山东' 40 '(h-text_h)/2-20'),$(caption '山东文旅云企业宣传片' 22 'h-70'),fade=t=in:st=0:d=0.6,fade=t=out:st=4.4:d=0.6"

clip 4 -f lavfi -i "gradients=s=640x360:r=25:c0=0x0d47a1:c1=0x26c6da:c2=0x1565c0:n=3:speed=0.03:seed=1224" -- \
  "$(caption '文旅一码通使用指南' 38 '(h-text_h)/2-30'),drawtext=fontfile='$FONT_FILE':text='第一步 打开平台  第二步 实名预约  第三步 扫码入园':fontsize=20:fontcolor=white:x=w-mod(t*140\,w+text_w):y=h-64,fade=t=in:st=0:d=0.6,fade=t=out:st=4.4:d=0.6"

clip 5 -f lavfi -i "life=s=640x360:r=25:mold=10:ratio=0.12:death_color=#0b1f4a:life_color=#4fc3f7:mold_color=#1a3a7a:seed=20201224" -- \
  "$(caption '文旅大数据中心巡礼' 38 '(h-text_h)/2-20'),$(caption '数据汇聚 · 监测预警 · 决策支持' 20 'h-70'),fade=t=in:st=0:d=0.6,fade=t=out:st=4.4:d=0.6"

# Clip 6 pans slowly over a drawn scenic picture.
"$CONVERT" -size 1280x720 -define gradient:angle=110 gradient:'#0a2f7a-#29b6f6' \
  -fill 'rgba(255,255,255,0.10)' -draw "circle 1020,180 1120,180" \
  -fill 'rgba(255,255,255,0.12)' -draw "polygon 0,720 0,470 230,360 430,470 660,300 900,450 1100,340 1280,420 1280,720" \
  -fill 'rgba(255,255,255,0.20)' -draw "polygon 0,720 0,580 280,500 540,570 800,480 1040,560 1280,520 1280,720" \
  "$TMP/scenic.png"
clip 6 -loop 1 -framerate 25 -i "$TMP/scenic.png" -- \
  "scale=1280:720,zoompan=z='min(zoom+0.0016,1.2)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=125:s=640x360:fps=25,$(caption '一码在手，畅游山东' 40 '(h-text_h)/2-20'),$(caption '好客山东 · 文旅一码通' 22 'h-70'),fade=t=in:st=0:d=0.6,fade=t=out:st=4.4:d=0.6"

# ---------------------------------------------------------------------------------------------
# Sample PDF attachment: one A4 page holding a greyscale JPEG of the notice
# (written by hand because ImageMagick's PDF coder is usually disabled by policy).
# ---------------------------------------------------------------------------------------------
echo "pdf"
"$CONVERT" -size 827x1169 xc:white -font "$FONT_BOLD" -pointsize 30 -fill black \
  -gravity north -annotate +0+110 "山东文旅云智能科技有限公司" \
  -pointsize 26 -annotate +0+160 "关于文旅一码通平台系统升级维护的公告" \
  -gravity northwest -font "$FONT" -pointsize 19 \
  -annotate +90+250 "各位游客、合作单位：" \
  -annotate +130+295 "为进一步提升文旅一码通平台的服务能力和安全防护水平，我公司" \
  -annotate +90+330 "将于近期对平台核心系统进行升级维护。现将有关事项公告如下：" \
  -annotate +130+385 "一、维护时间：维护当日 00:00 至 06:00。" \
  -annotate +130+420 "二、影响范围：线上预约、购票及电子票查询功能暂停使用；" \
  -annotate +90+455 "已购门票不受影响，可在景区入口正常扫码入园。" \
  -annotate +130+490 "三、维护完成后，请将客户端更新至最新版本。" \
  -annotate +130+525 "四、如有疑问，请拨打服务热线 0531-67895100 咨询。" \
  -annotate +130+580 "由此带来的不便，敬请谅解。感谢您对文旅一码通的支持！" \
  -gravity northeast -annotate +90+700 "山东文旅云智能科技有限公司" \
  -annotate +130+735 "综合管理部" \
  -gravity northwest -fill none -stroke '#888888' -strokewidth 2 -draw "line 90,210 737,210" \
  -colorspace Gray -type Grayscale -strip -quality 60 "$TMP/notice.jpg"

make_pdf() { # jpeg width height out
  local jpg=$1 w=$2 h=$3 out=$4 offsets=() xref i content
  content="q 595.28 0 0 841.89 0 0 cm /Im0 Do Q"
  : >"$out"
  printf '%%PDF-1.4\n%%\342\343\317\323\n' >>"$out"
  offsets+=("$(stat -c %s "$out")")
  printf '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' >>"$out"
  offsets+=("$(stat -c %s "$out")")
  printf '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' >>"$out"
  offsets+=("$(stat -c %s "$out")")
  printf '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>\nendobj\n' >>"$out"
  offsets+=("$(stat -c %s "$out")")
  printf '4 0 obj\n<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode /Length %d >>\nstream\n' \
    "$w" "$h" "$(stat -c %s "$jpg")" >>"$out"
  cat "$jpg" >>"$out"
  printf '\nendstream\nendobj\n' >>"$out"
  offsets+=("$(stat -c %s "$out")")
  printf '5 0 obj\n<< /Length %d >>\nstream\n%s\nendstream\nendobj\n' "${#content}" "$content" >>"$out"
  xref=$(stat -c %s "$out")
  {
    printf 'xref\n0 6\n0000000000 65535 f \n'
    for i in "${offsets[@]}"; do printf '%010d 00000 n \n' "$i"; done
    printf 'trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n' "$xref"
  } >>"$out"
}
make_pdf "$TMP/notice.jpg" 827 1169 "$OUT/sample-notice.pdf"
log sample-notice.pdf

echo "done: $(du -sh "$OUT" | cut -f1) in $OUT"
